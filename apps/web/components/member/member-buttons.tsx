'use client';

import { type FollowKind, formatViewCount } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAuth } from '../auth/auth-provider';
import styles from './member.module.css';
import { actionKey, useMember } from './member-provider';

type Size = { compact?: boolean };

/** Save / saved. Its size never changes with the state, so painting it after load shifts nothing. */
export function BookmarkButton({ articleId, title, compact }: { articleId: string; title: string } & Size) {
  const t = useTranslations('member');
  const member = useMember();
  const { dataArticleBookmarked, isAuth } = useAuth();
  const { want } = member;
  useEffect(() => want('articles', articleId), [want, articleId]);
  const on = isAuth && (dataArticleBookmarked[articleId] ?? false);
  const busy = member.busy.has(actionKey({ type: 'bookmark', id: articleId }));
  return (
    <button
      type="button"
      className={`${styles.toggle} ${compact ? styles.compact : ''}`}
      aria-pressed={on}
      // the full-size button's name is its visible text and the title ("Đã lưu: …"), written out:
      // read from its parts, the grid of the two texts put a space before the colon
      aria-label={
        compact
          ? t(on ? 'unbookmarkLabel' : 'bookmarkLabel', { title })
          : `${on ? t('saved') : t('save')}: ${title}`
      }
      aria-busy={busy || undefined}
      disabled={busy}
      data-member-action="bookmark"
      data-state={member.loaded ? (on ? 'on' : 'off') : 'loading'}
      onClick={() => void member.act({ type: 'bookmark', id: articleId, on: !on })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
        <path d="M6 3h12v18l-6-4.5L6 21z" fill={on ? 'currentColor' : 'none'} />
      </svg>
      {!compact && <StableLabel on={on} onText={t('saved')} offText={t('save')} />}
    </button>
  );
}

/** Like / liked with the count; the count's place is kept while it loads. */
export function LikeButton({ articleId, title }: { articleId: string; title: string }) {
  const t = useTranslations('member');
  const locale = useLocale();
  const member = useMember();
  const { want } = member;
  useEffect(() => want('likes', articleId), [want, articleId]);
  const state = member.known.articles[articleId];
  const on = state?.liked ?? false;
  const busy = member.busy.has(actionKey({ type: 'like', id: articleId }));
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={on}
      aria-busy={busy || undefined}
      disabled={busy}
      data-member-action="like"
      data-state={member.loaded ? (on ? 'on' : 'off') : 'loading'}
      onClick={() => void member.act({ type: 'like', id: articleId, on: !on })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill={on ? 'currentColor' : 'none'}
        />
      </svg>
      <StableLabel on={on} onText={t('liked')} offText={t('like')} />
      <span className={styles.count} data-like-count={state ? state.likeCount : undefined}>
        {state ? formatViewCount(state.likeCount, locale as 'vi' | 'en') : ''}
      </span>
      <span className="visually-hidden"> · {title}</span>
    </button>
  );
}

/** Follow / following a topic, author or series, named for screen readers. */
export function FollowButton({ kind, id, name }: { kind: FollowKind; id: string; name: string }) {
  const t = useTranslations('member');
  const member = useMember();
  const { isAuth } = useAuth();
  const { want } = member;
  useEffect(() => want(kind, id), [want, kind, id]);
  const on = isAuth && (member.known.following[kind][id] ?? false);
  const busy = member.busy.has(actionKey({ type: 'follow', id }));
  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles.follow}`}
      aria-pressed={on}
      aria-busy={busy || undefined}
      disabled={busy}
      data-member-action="follow"
      data-follow-kind={kind}
      data-state={member.loaded ? (on ? 'on' : 'off') : 'loading'}
      onClick={() => void member.act({ type: 'follow', kind, id, on: !on })}
    >
      <StableLabel
        on={on}
        onText={t('following')}
        offText={t('follow')}
        context={` ${t(`kind.${kind}`)} ${name}`}
      />
    </button>
  );
}

/**
 * Both texts in one grid cell, the other one hidden: the button is as wide in either state. The
 * visible text begins the button's name (WCAG 2.5.3); `context` (what it acts on, with its own
 * separator) follows it for screen readers only, and aria-pressed carries the state.
 */
function StableLabel({
  on,
  onText,
  offText,
  context,
}: {
  on: boolean;
  onText: string;
  offText: string;
  context?: string;
}) {
  return (
    <>
      <span className={styles.stable}>
        <span className={on ? undefined : styles.hidden} aria-hidden={!on}>
          {onText}
        </span>
        <span className={on ? styles.hidden : undefined} aria-hidden={on}>
          {offText}
        </span>
      </span>
      {context && <span className="visually-hidden">{context}</span>}
    </>
  );
}
