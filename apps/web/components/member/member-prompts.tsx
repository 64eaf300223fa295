'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/link';
import { useAuth } from '../auth/auth-provider';
import { useModal } from '../ui/modal/modal-provider';
import { useSnackbar } from '../ui/snackbar/snackbar-provider';
import styles from './member.module.css';

/** The login modal a visitor's bookmark, like or follow opens; the action waits for the return. */
export function LoginPrompt({
  action,
  path,
  onGo,
}: {
  action: 'bookmark' | 'like' | 'follow' | 'comment' | 'tickets' | 'vote';
  path: string;
  /** the reader chose to log in or register (not to close the prompt) */
  onGo?: () => void;
}) {
  const t = useTranslations('member');
  const modal = useModal();
  const go = () => {
    onGo?.();
    modal.hide();
  };
  return (
    <div className={styles.prompt}>
      <p>{t(`loginWhy.${action}`)}</p>
      <div className={styles.promptActions}>
        <Link
          href={{ pathname: '/login', query: { redirect: path } }}
          className={styles.primary}
          onClick={go}
        >
          {t('login')}
        </Link>
        <Link
          href={{ pathname: '/register', query: { redirect: path } }}
          className={styles.secondary}
          onClick={go}
        >
          {t('register')}
        </Link>
      </div>
    </div>
  );
}

/**
 * "Send the verification link again" for the logged-in member (the out-of-follows notice, the
 * comment form of an unverified member); `onSent` runs after the answer (closing a modal).
 */
export function ResendVerificationButton({ className, onSent }: { className?: string; onSent?: () => void }) {
  const t = useTranslations('member');
  const locale = useLocale();
  const { user, refresh } = useAuth();
  const snackbar = useSnackbar();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    if (!user) return;
    setSending(true);
    try {
      const res = await fetch('/api/resend-link', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, locale }),
      });
      onSent?.();
      const answer = (await res.json().catch(() => null)) as { message?: string; text?: string } | null;
      if (res.ok) {
        snackbar.show({
          type: 'success',
          title: t('resent'),
          content: t('resentText', { email: user.email }),
          ttl: 6000,
        });
      } else if (answer?.message === 'EMAIL_ALREADY_VERIFIED') {
        // verified meanwhile (the link opened in another tab): what it unlocks shows now
        snackbar.show({ type: 'info', title: answer.text ?? t('failed'), ttl: 6000 });
        await refresh();
      } else {
        snackbar.show({
          type: 'error',
          title: t('failedTitle'),
          content: answer?.text ?? t('failed'),
          ttl: 6000,
        });
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className={className ?? styles.primary} onClick={resend} disabled={sending}>
      {t('resend')}
    </button>
  );
}

/** SPEC §4: the out-of-follows notice of an unverified member, with a button resending the link. */
export function FollowLimitNotice() {
  const t = useTranslations('member');
  const modal = useModal();
  return (
    <div className={styles.prompt} data-notice="follow-limit">
      <p>{t('limitText')}</p>
      <div className={styles.promptActions}>
        <ResendVerificationButton onSent={() => modal.hide()} />
      </div>
    </div>
  );
}
