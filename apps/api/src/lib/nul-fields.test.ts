import { describe, expect, it } from 'vitest';
import { fieldsWithNul } from './nul-fields';

describe('fieldsWithNul', () => {
  it('names every field whose text holds a NUL character, nested or not', () => {
    expect(fieldsWithNul({ body: 'a\u0000b', articleId: 'x' })).toEqual(['body']);
    expect(fieldsWithNul({ card: { name: '\u0000' }, ids: ['a', 'b\u0000'] })).toEqual([
      'card.name',
      'ids.1',
    ]);
    expect(fieldsWithNul({ 'bad\u0000key': 1 })).toEqual(['request']);
    expect(fieldsWithNul('\u0000')).toEqual(['request']);
  });

  it('finds nothing in a clean body, including the text "\\u0000" written with a backslash', () => {
    expect(fieldsWithNul({ body: '\\u0000', n: 1, ok: true, none: null })).toEqual([]);
  });
});
