'use client';

import type { Locale } from '@magazine/contracts';
import { ActionForm } from '@/components/ui/action-form';
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

/** "Remove" beside an item of a list tab: the item goes in place (or, without JavaScript, the tab comes back). */
export function RemoveForm({ locale, tab, page, kind, id, label, ariaLabel }: Props) {
  return (
    <ActionForm
      run={removeFromProfile}
      fallback={removeFromProfileFormAction}
      fields={{ locale, tab, back: profileTabPath(tab, locale, page), kind, id }}
      className={styles.remove}
      ariaLabel={ariaLabel}
    >
      {label}
    </ActionForm>
  );
}
