import { describe, expect, it } from 'vitest';
import { leftAfterSending, nextReplyDraft, readReplyDraft } from './draft';

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
    expect(readReplyDraft(JSON.stringify({ parentId: 'c1', text: 'Đồng ý' }))).toEqual({
      parentId: 'c1',
      text: 'Đồng ý',
    });
    for (const stored of [
      null,
      '',
      'not json',
      '"c1"',
      'null',
      '{"parentId":"c1"}',
      '{"parentId":"","text":"x"}',
    ])
      expect(readReplyDraft(stored)).toBeNull();
    expect(readReplyDraft('{"parentId":"c1","text":""}')).toBeNull();
    expect(readReplyDraft('{"parentId":1,"text":"x"}')).toBeNull();
  });

  it('keeps the box being typed in, and forgets a draft only when its own box empties', () => {
    const under1 = { parentId: 'c1', text: 'Đồng ý' };
    expect(nextReplyDraft(null, 'c1', 'Đồng ý')).toEqual(under1);
    expect(nextReplyDraft(under1, 'c2', 'Không')).toEqual({ parentId: 'c2', text: 'Không' });
    expect(nextReplyDraft(under1, 'c1', '')).toBeNull();
    expect(nextReplyDraft(under1, 'c2', '')).toEqual(under1);
    expect(nextReplyDraft(null, 'c2', '')).toBeNull();
  });
});
