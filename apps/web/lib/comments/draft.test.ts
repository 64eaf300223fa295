import { describe, expect, it } from 'vitest';
import { leftAfterSending, readReplyDrafts, withReplyDraft } from './draft';

describe('leftAfterSending', () => {
  it('empties a box that still holds what was sent', () => {
    expect(leftAfterSending('Bài viết hay!', 'Bài viết hay!')).toBe('');
  });

  it('keeps what was typed after pressing send, without the joining space', () => {
    expect(leftAfterSending('Bài viết hay! Cảm ơn tác giả.', 'Bài viết hay!')).toBe('Cảm ơn tác giả.');
    expect(leftAfterSending('Bài viết hay!\n\nThêm nữa', 'Bài viết hay!')).toBe('Thêm nữa');
  });

  it('keeps the whole text when what was sent was changed meanwhile', () => {
    expect(leftAfterSending('Bài viết rất hay!', 'Bài viết hay!')).toBe('Bài viết rất hay!');
    expect(leftAfterSending('', 'Bài viết hay!')).toBe('');
  });
});

describe('reply drafts', () => {
  it('reads back what was stored, and nothing from what is not a draft', () => {
    expect(readReplyDrafts(JSON.stringify({ c1: 'Đồng ý', c2: 'Không' }))).toEqual({
      c1: 'Đồng ý',
      c2: 'Không',
    });
    for (const stored of [null, '', 'not json', '"c1"', 'null', '[]', '["x"]'])
      expect(readReplyDrafts(stored)).toEqual({});
    expect(readReplyDrafts('{"c1":"","c2":3,"":"x","c3":"Có"}')).toEqual({ c3: 'Có' });
  });

  it('keeps each box under its own comment, and forgets a draft only when its own box empties', () => {
    const under1 = { c1: 'Đồng ý' };
    expect(withReplyDraft({}, 'c1', 'Đồng ý')).toEqual(under1);
    expect(withReplyDraft(under1, 'c2', 'Không')).toEqual({ c1: 'Đồng ý', c2: 'Không' });
    expect(withReplyDraft(under1, 'c1', 'Đồng ý lắm')).toEqual({ c1: 'Đồng ý lắm' });
    expect(withReplyDraft(under1, 'c1', '')).toEqual({});
    expect(withReplyDraft(under1, 'c2', '')).toEqual(under1);
  });
});
