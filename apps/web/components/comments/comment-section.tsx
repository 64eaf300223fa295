'use client';

import type { CommentSort, Locale } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { ResendVerificationButton } from '@/components/auth/resend-verification';
import { CommentForm } from './comment-form';
import { CommentView } from './comment-view';
import styles from './comments.module.css';
import { useCommentActions } from './use-comment-actions';
import { useCommentDraft, useCommentThread } from './use-comment-thread';

/**
 * The comments under an article, loaded when the reader comes near them (the page itself stays
 * the same for everyone and cached). Anyone reads; verified members post, reply, edit within 15
 * minutes, delete their own and report others'. A visitor's text, a comment's or a reply's, waits
 * in the browser while they log in.
 */
export function CommentSection({ articleId }: { articleId: string }) {
  const t = useTranslations('comments');
  const locale = useLocale() as Locale;
  const auth = useAuth();
  const sortId = useId();
  const { data, status, sort, setSort, load, change } = useCommentThread(articleId, locale);
  const { draft, keep: keepDraft, replyTo, keepReply, replyParents } = useCommentDraft(articleId);

  // a reply kept under a comment of a later page (written after "more", before a login): the
  // first load goes on page after page up to it, so its box opens again where the reader left
  // it. Once, not after each change of order; a reply whose comment is gone (deleted, hidden)
  // is forgotten once the last page shows it is nowhere, as nothing can be posted under it.
  const seeking = useRef(true);
  const seekingIn = useRef(sort);
  useEffect(() => {
    // the reader changed the order meanwhile: the list is theirs (and `data` is still the old order's)
    if (sort !== seekingIn.current) seeking.current = false;
    if (!data || status !== 'idle' || !seeking.current) return;
    const shown = new Set(data.threads.map((thread) => thread._id));
    const missing = replyParents().filter((id) => !shown.has(id));
    if (missing.length > 0 && data.hasNextPage) return void load(data.page + 1);
    seeking.current = false;
    for (const id of missing) keepReply(id, '');
  }, [data, status, sort, load, replyParents, keepReply]);

  const { send, actions } = useCommentActions(
    { articleId, locale, sort, change },
    { keepDraft, replyTo, keepReply },
  );

  const unverified = auth.isAuth && auth.user && !auth.user.isEmailVerified;
  return (
    <section
      id="comments"
      className={styles.section}
      aria-labelledby="comments-title"
      data-state={data ? status : 'waiting'}
    >
      <div className={styles.top}>
        <h2 id="comments-title">
          {t('title')}
          {data && data.total > 0 && <span className={styles.count}> ({data.total})</span>}
        </h2>
        <label htmlFor={sortId} className={styles.sort}>
          {t('sortLabel')}
          <select id={sortId} value={sort} onChange={(e) => setSort(e.target.value as CommentSort)}>
            <option value="newest">{t('newest')}</option>
            <option value="oldest">{t('oldest')}</option>
          </select>
        </label>
      </div>
      {unverified ? (
        <div className={styles.notice} data-notice="verify-to-comment">
          <p>{t('verifyFirst')}</p>
          <ResendVerificationButton className={styles.submit} />
        </div>
      ) : (
        draft !== null && (
          <CommentForm
            label={auth.isAuth ? t('formLabel') : t('formLabelVisitor')}
            submitLabel={t('send')}
            initial={draft}
            onChange={keepDraft}
            onSubmit={(text) => send(text, null)}
          />
        )
      )}
      <noscript>
        <p>{t('needsJavaScript')}</p>
      </noscript>
      {status === 'error' && (
        <p className={styles.error} role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className={styles.quiet} onClick={() => void load(1)}>
            {t('retry')}
          </button>
        </p>
      )}
      {data && data.threads.length === 0 && status !== 'loading' && (
        <p className={styles.none}>{t('none')}</p>
      )}
      {data && data.threads.length > 0 && (
        <ol className={styles.list} aria-busy={status === 'loading' || undefined}>
          {data.threads.map((thread) => (
            <CommentView
              key={thread._id}
              comment={thread}
              locale={locale}
              actions={actions}
              canReply={!unverified}
            />
          ))}
        </ol>
      )}
      {data?.hasNextPage && (
        <button
          type="button"
          className={styles.more}
          disabled={status === 'loading'}
          onClick={() => void load(data.page + 1)}
        >
          {t('more')}
        </button>
      )}
    </section>
  );
}
