import { describe, expect, it } from 'vitest';
import { inContentSlot } from './in-content-slot';

const body = (...types: string[]) => types.map((type) => ({ type }));

describe('inContentSlot', () => {
  it('puts the links after the first paragraph of the second half', () => {
    // seven blocks: the second half begins at the fourth
    const odd = body('paragraph', 'paragraph', 'heading', 'paragraph', 'image', 'paragraph', 'paragraph');
    expect(inContentSlot(odd)).toBe(4);
    // six: at the fourth, not the third (the first half's last)
    expect(
      inContentSlot(body('paragraph', 'paragraph', 'paragraph', 'paragraph', 'paragraph', 'paragraph')),
    ).toBe(4);
  });

  it('skips headings, pictures and quotes to the next paragraph', () => {
    const blocks = body('paragraph', 'paragraph', 'heading', 'image', 'quote', 'paragraph', 'paragraph');
    expect(inContentSlot(blocks)).toBe(6);
  });

  it('does not part a paragraph from the list it introduces', () => {
    const blocks = body('paragraph', 'paragraph', 'paragraph', 'paragraph', 'list', 'paragraph', 'paragraph');
    expect(inContentSlot(blocks)).toBe(6);
  });

  it('puts them after a short body, or one whose second half has no paragraph but the last', () => {
    expect(inContentSlot([])).toBe(0);
    expect(inContentSlot(body('paragraph', 'paragraph', 'paragraph'))).toBe(3);
    expect(inContentSlot(body('paragraph', 'paragraph', 'image', 'heading', 'paragraph'))).toBe(5);
  });
});
