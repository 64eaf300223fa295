import { type ErrorCode, messageFor } from '@magazine/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/auth/auth-page';
import { DeleteAccountForm, ExportForm } from '@/components/profile/account-data';
import styles from '@/components/profile/profile.module.css';
import { ProfileShell } from '@/components/profile/profile-shell';
import { AvatarForm, EmailSettingsForm, SettingsForm } from '@/components/profile/settings-forms';
import { Link } from '@/components/ui/link';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { memberSettingsOrLogin } from '@/lib/member/profile.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('profile'))('title'));
}

type Props = { params: LocaleParams; searchParams: Promise<{ exportError?: string }> };

// /thong-tin-tai-khoan, /en/profile – the settings tab: who the member is, mails, password, data
export default async function ProfileSettingsPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('profile');
  const settings = await memberSettingsOrLogin(locale, 'settings');
  const { exportError } = await searchParams;
  const exportProblem =
    exportError === 'REAUTHENTICATION_REQUIRED'
      ? t('wrongPassword')
      : exportError
        ? (messageFor(exportError as ErrorCode, locale) ?? t('exportFailed'))
        : undefined;
  return (
    <ProfileShell locale={locale} tab="settings" settings={settings}>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="settings-title">
          <h2 id="settings-title">{t('settingsTitle')}</h2>
          <SettingsForm locale={locale} settings={settings} />
        </section>
        <section className={styles.section} aria-labelledby="avatar-title">
          <h2 id="avatar-title">{t('avatarTitle')}</h2>
          <AvatarForm locale={locale} settings={settings} />
        </section>
        <section id="email-settings" className={styles.section} aria-labelledby="mail-title">
          <h2 id="mail-title">{t('emailSettingsTitle')}</h2>
          <EmailSettingsForm locale={locale} settings={settings} />
        </section>
        <section className={styles.section} aria-labelledby="password-title">
          <h2 id="password-title">{t('passwordTitle')}</h2>
          <p>{settings.hasPassword ? t('passwordLead') : t('createPasswordLead')}</p>
          <Link href="/change-password">
            {settings.hasPassword ? t('changePassword') : t('createPassword')}
          </Link>
        </section>
        <section id="your-data" className={`${styles.section} ${styles.danger}`} aria-labelledby="data-title">
          <h2 id="data-title">{t('exportTitle')}</h2>
          <p>{t('exportLead')}</p>
          <ExportForm locale={locale} hasPassword={settings.hasPassword} error={exportProblem} />
        </section>
        <section className={`${styles.section} ${styles.danger}`} aria-labelledby="delete-title">
          <h2 id="delete-title">{t('deleteTitle')}</h2>
          <DeleteAccountForm locale={locale} hasPassword={settings.hasPassword} />
        </section>
      </div>
    </ProfileShell>
  );
}
