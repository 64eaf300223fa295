'use client';

import {
  type CommentItem,
  type CommentSort,
  type Envelope,
  ERROR_CODES,
  type ErrorCode,
  type Locale,
  messageFor,
} from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { LoginPrompt, ResendVerificationButton } from '@/components/member/member-prompts';
import { useModal } from '@/components/ui/modal/modal-provider';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { addComment, hasComment, removeComment, replaceComment } from '@/lib/comments/thread-state';
import { memberCall } from '@/lib/member/client';
import { ConfirmDelete, ReportForm } from './comment-dialogs';
import { CommentForm } from './comment-form';
import { type CommentActions, CommentView } from './comment-view';
import styles from './comments.module.css';
import { useCommentDraft, useCommentThread } from './use-comment-thread';

/** The reader's text for a refusal: the field's message, else the code's, else "try again". */
function problemOf(res: Envelope<unknown>, locale: Locale, fallback: string): string {
  const fields = (res.data as { fields?: { message: string }[] } | null)?.fields;
  if (res.message === 'VALIDATION_ERROR' && fields?.[0]) return fields[0].message;
  return Object.hasOwn(ERROR_CODES, res.message) ? messageFor(res.message as ErrorCode, locale) : fallback;
}

/**
 * The comments under an article, loaded when the reader comes near them (the page itself stays
 * the same for everyone and cached). Anyone reads; verified members post, reply, edit within 15
 * minutes, delete their own and report others'. A visitor's text, a comment's or a reply's, waits
 * in the browser while they log in.
 */
export function CommentSection({ articleId }: { articleId: string }) {
  const t = useTranslations('comments');
  const tMember = useTranslations('member');
  const locale = useLocale() as Locale;
  const auth = useAuth();
  const snackbar = useSnackbar();
  const modal = useModal();
  const sortId = useId();
  const { data, status, sort, setSort, load, change } = useCommentThread(articleId, locale);
  const { draft, keep: keepDraft, replyTo, keepReply, replyParents } = useCommentDraft(articleId);
  const failed = t('failed');

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

  const askLogin = () =>
    modal.show({
      title: tMember('loginTitle'),
      body: <LoginPrompt action="comment" path={`${window.location.pathname}#comments`} />,
    });

  /** Sends a new comment or reply; false keeps the text in its form. */
  const send = async (text: string, parentId: string | null): Promise<boolean> => {
    if (!(await auth.settled())) {
      if (parentId) keepReply(parentId, text);
      else keepDraft(text);
      askLogin();
      return false;
    }
    const res = await memberCall<CommentItem>('v2/comments', {
      method: 'POST',
      body: { articleId, parentId, body: text },
      locale,
    });
    if (res.errorCode === 401) {
      askLogin();
      return false;
    }
    if (res.errorCode !== 200) {
      snackbar.show({ type: 'error', title: problemOf(res, locale, failed), ttl: 6000 });
      return false;
    }
    // the total counts what this reader sees: their own held comments and replies too (the API's)
    change((current) => ({
      ...current,
      threads: addComment(current.threads, res.data, sort),
      total: current.total + (hasComment(current.threads, res.data._id) ? 0 : 1),
    }));
    const held = res.message === 'COMMENT_HELD_FOR_REVIEW';
    snackbar.show({
      type: held ? 'info' : 'success',
      title: messageFor(res.message as ErrorCode, locale),
      ttl: 5000,
    });
    return true;
  };

  const actions: CommentActions = {
    reply: (parentId, text) => send(text, parentId),
    replyTo,
    keepReply,
    async edit(id, text) {
      const res = await memberCall<CommentItem>(`v2/comment/${id}`, {
        method: 'PUT',
        body: { body: text },
        locale,
      });
      if (res.errorCode !== 200) {
        snackbar.show({ type: 'error', title: problemOf(res, locale, failed), ttl: 6000 });
        return false;
      }
      change((current) => ({ ...current, threads: replaceComment(current.threads, res.data) }));
      snackbar.show({ type: 'success', title: messageFor(res.message as ErrorCode, locale), ttl: 4000 });
      return true;
    },
    remove(comment) {
      modal.show({
        title: t('deleteTitle'),
        body: (
          <ConfirmDelete
            text={t('deleteText')}
            confirm={t('delete')}
            cancel={t('cancel')}
            onConfirm={async () => {
              modal.hide();
              const res = await memberCall(`v2/comment/${comment._id}`, { method: 'DELETE', locale });
              if (res.errorCode !== 200) {
                snackbar.show({ type: 'error', title: problemOf(res, locale, failed), ttl: 6000 });
                return;
              }
              change((current) => ({
                ...current,
                threads: removeComment(current.threads, comment._id),
                total: current.total - (comment.deleted ? 0 : 1),
              }));
              snackbar.show({ type: 'success', title: messageFor('COMMENT_DELETED', locale), ttl: 4000 });
            }}
            onCancel={() => modal.hide()}
          />
        ),
      });
    },
    async report(comment) {
      if (!(await auth.settled())) return askLogin();
      modal.show({
        title: t('reportTitle'),
        body: (
          <ReportForm
            label={t('reportReason')}
            submit={t('reportSend')}
            onSubmit={async (reason) => {
              const res = await memberCall(`v2/comment/${comment._id}/report`, {
                method: 'POST',
                body: { reason },
                locale,
              });
              // the session ended while the reason was typed: the dialog keeps it (a login would
              // take the reader away from it)
              if (res.errorCode === 401) return t('reportSessionEnded');
              // the dialog, and the reason typed in it, stay for another try, with what went wrong
              // said in it (a snackbar would sit under the modal), unless there is nothing to try
              // again: reported, their own comment, or gone
              if (![200, 403, 404].includes(res.errorCode)) return problemOf(res, locale, failed);
              modal.hide();
              snackbar.show(
                res.errorCode === 200
                  ? { type: 'success', title: messageFor('COMMENT_REPORTED', locale), ttl: 5000 }
                  : { type: 'error', title: problemOf(res, locale, failed), ttl: 6000 },
              );
              return null;
            }}
          />
        ),
      });
    },
  };

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
