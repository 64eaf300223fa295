'use client';

import type { Locale } from '@magazine/contracts';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { removeFromProfile, removeFromProfileFormAction } from '@/lib/member/profile-actions';
import { type ProfileListTab, profileTabPath } from '@/lib/member/profile-tabs';
import styles from './profile.module.css';

type Props = {
  locale: Locale;
  tab: ProfileListTab;
  page: number;
  kind: 'bookmark' | 'like' | 'topic' | 'author' | 'series';
  id: string;
  label: string;
  ariaLabel: string;
};

/**
 * "Remove" beside an item of a list tab. Without JavaScript the form posts and the tab comes
 * back; with it, the item goes in place (the action refreshes the list) and a snackbar says so.
 */
export function RemoveForm({ locale, tab, page, kind, id, label, ariaLabel }: Props) {
  const snackbar = useSnackbar();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await removeFromProfile(new FormData(event.currentTarget));
      if (result.message === 'INVALID_TOKEN') {
        const back = encodeURIComponent(profileTabPath(tab, locale, page));
        router.push(`${locale === 'en' ? '/en' : ''}/login?redirect=${back}`);
        return;
      }
      snackbar.show({ type: result.ok ? 'success' : 'error', title: result.text, ttl: 4000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form action={removeFromProfileFormAction} onSubmit={onSubmit}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="back" value={profileTabPath(tab, locale, page)} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={styles.remove} aria-label={ariaLabel} disabled={busy}>
        {label}
      </button>
    </form>
  );
}
