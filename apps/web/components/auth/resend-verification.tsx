'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '../ui/snackbar/snackbar-provider';
import { useAuth } from './auth-provider';

/**
 * "Send the verification link again" for the logged-in member (the out-of-follows notice, the
 * comment form of an unverified member, the event's panels, the profile, a used verification link);
 * `onSent` runs after the answer (closing a modal). Each caller dresses it as its own buttons.
 */
export function ResendVerificationButton({
  className,
  onSent,
}: {
  className: string | undefined;
  onSent?: () => void;
}) {
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
    <button type="button" className={className} onClick={resend} disabled={sending}>
      {t('resend')}
    </button>
  );
}
