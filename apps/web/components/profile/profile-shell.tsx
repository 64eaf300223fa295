import type { Locale, MemberSettings } from '@magazine/contracts';
import NextLink from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LogoutButton } from '@/components/auth/logout-button';
import { NoscriptNotice } from '@/components/ui/noscript-notice';
import tabs from '@/components/ui/tabs.module.css';
import { PROFILE_TABS, type ProfileTab, profileTabPath } from '@/lib/member/profile-tabs';
import styles from './profile.module.css';

/** The profile's frame: who is logged in, the tabs, the logout; the tab's content below. */
export async function ProfileShell({
  locale,
  tab,
  settings,
  notice,
  children,
}: {
  locale: Locale;
  tab: ProfileTab;
  settings: MemberSettings;
  /** the page's `notice` parameter: what a button posted without JavaScript did */
  notice?: string | string[];
  children: ReactNode;
}) {
  const t = await getTranslations('profile');
  const messages = await getMessages();
  const initial = settings.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <NextIntlClientProvider
      messages={{
        error: messages.error,
        auth: messages.auth,
        profile: messages.profile,
        // the cards of the saved and liked tabs carry the bookmark button
        member: messages.member,
        card: messages.card,
      }}
    >
      <div className={styles.head}>
        <div className={styles.who}>
          {settings.avatar ? (
            <img src={settings.avatar} alt="" width={56} height={56} className={styles.avatar} />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initial}
            </span>
          )}
          <div>
            <h1>{t('title')}</h1>
            <p>
              {settings.name} · {settings.email}
            </p>
          </div>
        </div>
        <LogoutButton locale={locale} className={styles.logout} />
      </div>
      <nav aria-label={t('tabsLabel')}>
        <ul className={tabs.tabs}>
          {PROFILE_TABS.map((name) => (
            <li key={name}>
              <NextLink href={profileTabPath(name, locale)} aria-current={name === tab ? 'page' : undefined}>
                {t(`tab.${name}`)}
              </NextLink>
            </li>
          ))}
        </ul>
      </nav>
      <NoscriptNotice notice={notice} locale={locale} />
      {children}
    </NextIntlClientProvider>
  );
}
