'use client';

import type { CommentPage, CommentSort, Envelope, Locale } from '@magazine/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { readReplyDrafts, withReplyDraft } from '@/lib/comments/draft';
import { appendPage } from '@/lib/comments/thread-state';
import { tabRead, tabWrite } from '@/lib/dom/browser-storage';
import { memberCall } from '@/lib/member/client';

export type LoadedThread = Omit<CommentPage, 'docs'> & { threads: CommentPage['docs'] };

/**
 * The comment thread of an article as the reader sees it: loaded as soon as the section is
 * mounted (LazyComments mounts it when the reader comes near), again when the order or the
 * reader changes (a member also sees their own pending comments), and page after page on request.
 */
export function useCommentThread(articleId: string, locale: Locale) {
  const auth = useAuth();
  const [sort, setSort] = useState<CommentSort>('newest');
  const [data, setData] = useState<LoadedThread | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const memberId = auth.isAuth ? (auth.user?._id ?? null) : null;

  // every load and every change takes a number: an answer is dropped when a newer load was asked
  // for (the reader changed the order), and asked again when the thread changed meanwhile (a post
  // read before it, answered after, would take the new comment off the list)
  const seq = useRef(0);
  const newestLoad = useRef(0);

  const load = useCallback(
    async (page: number) => {
      setStatus('loading');
      let res: Envelope<CommentPage>;
      for (;;) {
        const asked = ++seq.current;
        newestLoad.current = asked;
        res = await memberCall<CommentPage>('v2/comments', { query: { articleId, sort, page }, locale });
        if (asked !== newestLoad.current) return;
        if (asked === seq.current) break;
      }
      if (res.errorCode !== 200) return setStatus('error');
      const { docs, ...rest } = res.data;
      setData((current) => ({
        ...rest,
        threads: page === 1 || !current ? docs : appendPage(current.threads, docs),
      }));
      setStatus('idle');
    },
    [articleId, locale, sort],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: memberId is a trigger
  useEffect(() => {
    if (auth.finishedLogin) void load(1);
  }, [auth.finishedLogin, memberId, load]);

  /** Changes the loaded thread in place (a post, an edit, a deletion). */
  const change = useCallback((update: (current: LoadedThread) => LoadedThread) => {
    seq.current++;
    setData((current) => current && update(current));
  }, []);

  return { data, status, sort, setSort, load, change };
}

const draftKey = (articleId: string) => `comment-draft:${articleId}`;
const replyKey = (articleId: string) => `comment-reply:${articleId}`;

/**
 * What the reader typed in the comment box and in a reply box, kept in this tab's sessionStorage,
 * so a visitor who goes to log in finds it again (the reply box opens again under its comment).
 * `draft` is null until read (the box waits for it); a reply's is read when its comment is shown.
 */
export function useCommentDraft(articleId: string) {
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => {
    setDraft(tabRead(draftKey(articleId)) ?? '');
  }, [articleId]);
  const keep = useCallback((text: string) => tabWrite(draftKey(articleId), text), [articleId]);
  const keepReply = useCallback(
    (parentId: string, text: string) => {
      const drafts = withReplyDraft(readReplyDrafts(tabRead(replyKey(articleId))), parentId, text);
      tabWrite(replyKey(articleId), Object.keys(drafts).length > 0 ? JSON.stringify(drafts) : null);
    },
    [articleId],
  );
  /** The reply being written under `parentId`, read when its comment is shown (after the load). */
  const replyTo = useCallback(
    (parentId: string): string | null => {
      const drafts = readReplyDrafts(tabRead(replyKey(articleId)));
      return Object.hasOwn(drafts, parentId) ? (drafts[parentId] ?? null) : null;
    },
    [articleId],
  );
  /** The comments that have a reply kept under them. */
  const replyParents = useCallback(
    () => Object.keys(readReplyDrafts(tabRead(replyKey(articleId)))),
    [articleId],
  );
  return { draft, keep, replyTo, keepReply, replyParents };
}
