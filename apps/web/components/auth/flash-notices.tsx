'use client';

import type { Locale } from '@magazine/contracts';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { takeCookie } from '@/lib/dom/browser-storage';
import { NOTICE_PARAM } from '@/lib/notice';
import { useSnackbar } from '../ui/snackbar/snackbar-provider';

/** What setFlash (lib/auth/cookies.server.ts) wrote: `text` is the code's, in the reader's language. */
type Flash = { type: 'success' | 'warning' | 'error' | 'info'; code: string; email?: string; text?: string };

/**
 * Shows on the next page what a server action left for it (the `flash` cookie): after a login
 * of an unverified member, the snackbar asking to check the email, with a button that sends a
 * new link (SPEC §8 EMAIL_NOT_YET_VERIFIED); any other code as a snackbar of its own text.
 */
export function FlashNotices({ locale }: { locale: Locale }) {
  const t = useTranslations('auth');
  const snackbar = useSnackbar();
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every page change may bring a notice
  useEffect(() => {
    // the outcome's words for a browser without JavaScript (lib/notice.ts): this one has the
    // snackbar, and the parameter comes off the address. In a task of its own: the address is
    // changed only after Next's router has installed its history patch (which keeps its own state
    // and address in step), in an effect of the router's that may run after this one (this
    // component mounts after the page, decision 0060, so it has usually run already).
    const unnoticed = window.setTimeout(() => {
      const address = new URL(window.location.href);
      if (!address.searchParams.has(NOTICE_PARAM)) return;
      address.searchParams.delete(NOTICE_PARAM);
      window.history.replaceState(null, '', address);
    });
    return () => window.clearTimeout(unnoticed);
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every page change may bring a notice
  useEffect(() => {
    const raw = takeCookie('flash');
    if (!raw) return;
    let flash: Flash;
    try {
      flash = JSON.parse(raw) as Flash;
    } catch {
      return;
    }
    if (flash.code !== 'EMAIL_NOT_YET_VERIFIED') {
      // any other code of the API's table (ACCOUNT_DELETED, UNBOOKMARKED…), its text set by the server
      const text = typeof flash.text === 'string' && flash.text ? flash.text : t('somethingWrong');
      snackbar.show({ type: flash.type, title: text, ttl: 4000 });
      return;
    }
    if (flash.email) {
      const email = flash.email;
      const id = snackbar.show({
        type: 'warning',
        title: t('unverifiedTitle'),
        content: t('unverifiedText', { email }),
        action: {
          label: t('resend'),
          onClick: async () => {
            snackbar.hide(id);
            const res = await fetch('/api/resend-link', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, locale }),
            }).catch(() => null);
            if (res?.ok) {
              snackbar.show({ type: 'success', title: t('resent', { email }), ttl: 5000 });
              return;
            }
            // the refusal's own text: verified meanwhile (another tab), no such account, too many
            const answer = (await res?.json().catch(() => null)) as {
              message?: string;
              text?: string;
            } | null;
            const text = typeof answer?.text === 'string' && answer.text ? answer.text : t('somethingWrong');
            snackbar.show({
              type: answer?.message === 'EMAIL_ALREADY_VERIFIED' ? 'info' : 'error',
              title: text,
              ttl: 5000,
            });
          },
        },
      });
    }
  }, [pathname]);
  return null;
}
