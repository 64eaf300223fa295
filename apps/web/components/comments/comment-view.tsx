'use client';

import type { CommentItem, CommentThread, Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LocalDate } from '@/components/ui/local-date';
import { CommentBody } from './comment-body';
import { CommentForm } from './comment-form';
import styles from './comments.module.css';

export type CommentActions = {
  reply(parentId: string, text: string): Promise<boolean>;
  /** the reply kept under this comment (typed before a login), or null */
  replyTo(parentId: string): string | null;
  keepReply(parentId: string, text: string): void;
  edit(id: string, text: string): Promise<boolean>;
  remove(comment: CommentItem): void;
  report(comment: CommentItem): Promise<void>;
};

function Avatar({ comment }: { comment: CommentItem }) {
  if (comment.author?.avatar)
    return <img src={comment.author.avatar} alt="" width={36} height={36} className={styles.avatar} />;
  const initial = comment.author?.name.trim().charAt(0).toUpperCase() || '·';
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initial}
    </span>
  );
}

/** One comment: who and when, the text, what the reader may do with it; a thread adds its replies. */
export function CommentView({
  comment,
  locale,
  actions,
  canReply,
}: {
  comment: CommentItem | CommentThread;
  locale: Locale;
  actions: CommentActions;
  canReply: boolean;
}) {
  const t = useTranslations('comments');
  const replies = 'replies' in comment ? comment.replies : null;
  const mayReply = replies !== null && canReply && comment.status === 'published';
  // a reply kept while its writer logged in opens again, with its text; it takes the focus only
  // when the reader came back to the comments (from the login), not while reading further up
  const [kept, setKept] = useState(() => (mayReply ? actions.replyTo(comment._id) : null));
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>(kept === null ? 'read' : 'reply');
  const [focusReply, setFocusReply] = useState(() => kept !== null && window.location.hash === '#comments');
  const name = comment.deleted ? t('deletedComment') : (comment.author?.name ?? t('deletedMember'));
  return (
    <li className={styles.comment} data-comment={comment._id} data-status={comment.status}>
      <div className={styles.head}>
        <Avatar comment={comment} />
        <div>
          <span className={styles.author}>{name}</span>{' '}
          <LocalDate iso={comment.createdAt} locale={locale} className={styles.date} />
          {comment.editedAt && !comment.deleted && <span className={styles.date}> · {t('edited')}</span>}
          {comment.status === 'pending' && <span className={styles.pending}>{t('pending')}</span>}
        </div>
      </div>
      {mode === 'edit' ? (
        <CommentForm
          label={t('editLabel')}
          submitLabel={t('saveEdit')}
          initial={comment.body}
          autoFocus
          onCancel={() => setMode('read')}
          onSubmit={async (text) => {
            const done = await actions.edit(comment._id, text);
            if (done) setMode('read');
            return done;
          }}
        />
      ) : comment.deleted ? (
        <p className={styles.deleted}>{t('deletedText')}</p>
      ) : (
        <CommentBody text={comment.body} className={styles.body} />
      )}
      {mode === 'read' && !comment.deleted && (
        <div className={styles.actions}>
          {mayReply && (
            <button
              type="button"
              onClick={() => {
                setFocusReply(true);
                setMode('reply');
              }}
            >
              {t('reply')}
            </button>
          )}
          {comment.canEdit && (
            <button type="button" onClick={() => setMode('edit')}>
              {t('edit')}
            </button>
          )}
          {comment.isMine && (
            <button type="button" onClick={() => actions.remove(comment)}>
              {t('delete')}
            </button>
          )}
          {!comment.isMine && (
            <button type="button" onClick={() => void actions.report(comment)}>
              {t('report')}
            </button>
          )}
        </div>
      )}
      {mode === 'reply' && (
        <CommentForm
          label={t('replyLabel', { name })}
          submitLabel={t('sendReply')}
          initial={kept ?? ''}
          autoFocus={focusReply}
          onChange={(text) => actions.keepReply(comment._id, text)}
          onCancel={() => {
            actions.keepReply(comment._id, '');
            setKept(null);
            setMode('read');
          }}
          onSubmit={(text) => actions.reply(comment._id, text)}
          // sent: the box closes, unless the reader went on typing meanwhile (that stays, kept)
          onSent={(rest) => {
            if (rest !== '') return;
            setKept(null);
            setMode('read');
          }}
        />
      )}
      {replies && replies.length > 0 && (
        <ol className={styles.replies}>
          {replies.map((reply) => (
            <CommentView key={reply._id} comment={reply} locale={locale} actions={actions} canReply={false} />
          ))}
        </ol>
      )}
    </li>
  );
}
