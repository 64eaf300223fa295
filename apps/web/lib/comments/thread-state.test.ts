import type { CommentItem, CommentThread } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { addComment, appendPage, hasComment, removeComment, replaceComment } from './thread-state';

let n = 0;
const id = () => `0190a0b2-0000-7000-8000-${String(++n).padStart(12, '0')}`;
const ARTICLE = id();

function comment(fields: Partial<CommentItem> = {}): CommentItem {
  return {
    _id: id(),
    articleId: ARTICLE,
    parentId: null,
    body: 'Ngon quá',
    deleted: false,
    status: 'published',
    author: { _id: id(), name: 'Lan', avatar: null },
    createdAt: '2026-11-24T08:00:00.000Z',
    editedAt: null,
    isMine: false,
    canEdit: false,
    ...fields,
  };
}
const thread = (fields: Partial<CommentThread> = {}): CommentThread => ({
  ...comment(fields),
  replies: [],
  replyCount: 0,
  ...fields,
});

describe('the comment list in the browser', () => {
  it('puts a new comment first when newest come first, last when oldest do', () => {
    const old = thread();
    const mine = comment({ isMine: true });
    expect(addComment([old], mine, 'newest').map((t) => t._id)).toEqual([mine._id, old._id]);
    expect(addComment([old], mine, 'oldest').map((t) => t._id)).toEqual([old._id, mine._id]);
    // already brought by a load that read it after it was written: once, not twice
    const loaded = addComment([old], mine, 'newest');
    expect(hasComment(loaded, mine._id)).toBe(true);
    expect(addComment(loaded, { ...mine, body: 'sửa' }, 'newest').map((t) => [t._id, t.body])).toEqual([
      [mine._id, 'sửa'],
      [old._id, old.body],
    ]);
  });

  it('adds a reply under its comment and counts it', () => {
    const parent = thread();
    const reply = comment({ parentId: parent._id });
    const [after] = addComment([parent], reply, 'newest');
    expect(after?.replies.map((r) => r._id)).toEqual([reply._id]);
    expect(after?.replyCount).toBe(1);
  });

  it('replaces an edited comment or reply where it is', () => {
    const reply = comment();
    const parent = thread({ replies: [] });
    const withReply = [{ ...parent, replies: [{ ...reply, parentId: parent._id }], replyCount: 1 }];
    const edited = replaceComment(withReply, { ...reply, parentId: parent._id, body: 'Sửa rồi' });
    expect(edited[0]?.replies[0]?.body).toBe('Sửa rồi');
    const top = replaceComment(withReply, { ...parent, body: 'Mới' });
    expect(top[0]?.body).toBe('Mới');
    expect(top[0]?.replies).toHaveLength(1);
  });

  it('removes a deleted comment, keeping one with replies as deleted', () => {
    const alone = thread();
    const parent = thread();
    const reply = comment({ parentId: parent._id });
    const threads = [alone, { ...parent, replies: [reply], replyCount: 1 }];
    expect(removeComment(threads, alone._id).map((t) => t._id)).toEqual([parent._id]);
    const [kept] = removeComment(threads, parent._id).slice(-1);
    expect(kept).toMatchObject({ _id: parent._id, deleted: true, body: '', author: null });
    expect(kept?.replies).toHaveLength(1);
    const [noReply] = removeComment(threads, reply._id).slice(-1);
    expect(noReply?.replies).toEqual([]);
    expect(noReply?.replyCount).toBe(0);
  });

  it('never shows a thread twice when the next page arrives', () => {
    const a = thread();
    const b = thread();
    expect(appendPage([a, b], [b, thread({ _id: 'x' })]).map((t) => t._id)).toEqual([a._id, b._id, 'x']);
  });
});
