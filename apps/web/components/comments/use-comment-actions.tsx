'use client';

import {
  type CommentItem,
  type CommentSort,
  type Envelope,
  type ErrorCode,
  type Locale,
  messageFor,
} from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { LoginPrompt } from '@/components/member/member-prompts';
import { useModal } from '@/components/ui/modal/modal-provider';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { refusalText } from '@/lib/api-client/refusal';
import { addComment, hasComment, removeComment, replaceComment } from '@/lib/comments/thread-state';
import { memberCall } from '@/lib/member/client';
import { ConfirmDelete, ReportForm } from './comment-dialogs';
import type { CommentActions } from './comment-view';
import type { LoadedThread } from './use-comment-thread';

type Thread = {
  articleId: string;
  locale: Locale;
  sort: CommentSort;
  /** changes the loaded thread in place (useCommentThread's `change`) */
  change: (update: (current: LoadedThread) => LoadedThread) => void;
};

/** Where a visitor's text waits while they log in (useCommentDraft's). */
type Drafts = {
  keepDraft: (text: string) => void;
  replyTo: (parentId: string) => string | null;
  keepReply: (parentId: string, text: string) => void;
};

/**
 * What a reader does to an article's comments: posts a comment or a reply (a visitor is asked to
 * log in, their text kept in the tab), edits one within its window, deletes their own and reports
 * another's. Each answer changes the loaded thread in place; a refusal is said in a snackbar, or
 * in the report dialog, which keeps the reason typed for another try.
 */
export function useCommentActions({ articleId, locale, sort, change }: Thread, drafts: Drafts) {
  const t = useTranslations('comments');
  const tMember = useTranslations('member');
  const auth = useAuth();
  const snackbar = useSnackbar();
  const modal = useModal();
  const failed = t('failed');
  const { keepDraft, replyTo, keepReply } = drafts;

  /** A refusal the reader can do nothing about in place, said in a snackbar. */
  const showRefusal = (res: Envelope<unknown>) =>
    snackbar.show({ type: 'error', title: refusalText(res, locale, failed), ttl: 6000 });

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
      showRefusal(res);
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
        showRefusal(res);
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
                showRefusal(res);
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
              if (![200, 403, 404].includes(res.errorCode)) return refusalText(res, locale, failed);
              modal.hide();
              if (res.errorCode === 200)
                snackbar.show({ type: 'success', title: messageFor('COMMENT_REPORTED', locale), ttl: 5000 });
              else showRefusal(res);
              return null;
            }}
          />
        ),
      });
    },
  };

  return { send, actions };
}
