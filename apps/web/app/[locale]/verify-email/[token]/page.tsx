import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { ResendLinkForm } from '@/components/auth/password-forms';
import { Link } from '@/i18n/navigation';
import { callApi } from '@/lib/auth/call.server';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('verifiedTitle'));
}

// /verify-email/:token – the emailed link: verified, expired (ask for a new one) or unusable
export default async function VerifyEmailPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const t = await getTranslations('auth');
  const res = await callApi<{ email: string }>(`user/verify-email/${encodeURIComponent(token)}`, {
    locale,
  }).catch(() => null);
  if (res?.errorCode === 200) {
    return (
      <AuthPage title={t('verifiedTitle')} lead={t('verifiedText')}>
        <Link href="/" className={styles.primary}>
          {t('continueReading')}
        </Link>
      </AuthPage>
    );
  }
  if (res?.message === 'LINK_EXPIRED') {
    const email = (res.data as { email?: string } | null)?.email ?? '';
    return (
      <AuthPage title={t('expiredTitle')} lead={t('expiredText', { email })}>
        <ResendLinkForm locale={locale} email={email} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('invalidTitle')} lead={t('invalidText')}>
      <Link href="/login" className={styles.primary}>
        {t('loginLink')}
      </Link>
    </AuthPage>
  );
}
