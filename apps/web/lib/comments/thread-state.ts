import type { CommentItem, CommentSort, CommentThread } from '@magazine/contracts';

// The comment list a reader has in front of them, changed in place as they post, edit and
// delete, so the list never reloads under what they are reading. Pure: tested on its own.

/** Whether the comment is in the list, as a thread or a reply. */
export function hasComment(threads: CommentThread[], id: string): boolean {
  return threads.some((thread) => thread._id === id || thread.replies.some((reply) => reply._id === id));
}

/**
 * A comment of the reader's just came back from the API: a new thread or a reply in its thread.
 * One a load already brought (read after it was written, answered before the post) is replaced.
 */
export function addComment(threads: CommentThread[], item: CommentItem, sort: CommentSort): CommentThread[] {
  if (hasComment(threads, item._id)) return replaceComment(threads, item);
  if (item.parentId) {
    return threads.map((thread) =>
      thread._id === item.parentId
        ? { ...thread, replies: [...thread.replies, item], replyCount: thread.replyCount + 1 }
        : thread,
    );
  }
  const thread: CommentThread = { ...item, replies: [], replyCount: 0 };
  return sort === 'newest' ? [thread, ...threads] : [...threads, thread];
}

/** An edited comment replaces the old one where it is. */
export function replaceComment(threads: CommentThread[], item: CommentItem): CommentThread[] {
  return threads.map((thread) => {
    if (thread._id === item._id)
      return { ...thread, ...item, replies: thread.replies, replyCount: thread.replyCount };
    if (item.parentId !== thread._id) return thread;
    return { ...thread, replies: thread.replies.map((reply) => (reply._id === item._id ? item : reply)) };
  });
}

/**
 * A deleted comment goes; a top-level one with replies stays as "deleted" (no body, no author),
 * as the API keeps it, so the replies keep their place.
 */
export function removeComment(threads: CommentThread[], id: string): CommentThread[] {
  const out: CommentThread[] = [];
  for (const thread of threads) {
    if (thread._id === id) {
      if (thread.replies.length > 0)
        out.push({ ...thread, body: '', author: null, deleted: true, canEdit: false });
      continue;
    }
    const replies = thread.replies.filter((reply) => reply._id !== id);
    out.push(
      replies.length === thread.replies.length ? thread : { ...thread, replies, replyCount: replies.length },
    );
  }
  return out;
}

/** The next page under the ones shown; a thread already there (posted meanwhile) is not repeated. */
export function appendPage(threads: CommentThread[], more: CommentThread[]): CommentThread[] {
  const shown = new Set(threads.map((thread) => thread._id));
  return [...threads, ...more.filter((thread) => !shown.has(thread._id))];
}
