import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { ResetPasswordForm } from '@/components/auth/password-forms';
import { Link } from '@/components/ui/link';
import { callApi } from '@/lib/auth/call.server';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('resetTitle'));
}

// /reset-password/:token – the emailed link: a new password, or why the link no longer works
export default async function ResetPasswordPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  const t = await getTranslations('auth');
  const res = await callApi<{ email: string }>(
    `v2/validate-restore-password-token/${encodeURIComponent(token)}`,
    {
      locale,
    },
  ).catch(() => null);
  if (res?.errorCode === 200) {
    return (
      <AuthPage title={t('resetTitle')} lead={t('resetLead', { email: res.data.email })}>
        <ResetPasswordForm locale={locale} token={token} />
      </AuthPage>
    );
  }
  const expired = res?.message === 'LINK_EXPIRED';
  return (
    <AuthPage
      title={expired ? t('expiredTitle') : t('invalidTitle')}
      lead={expired ? t('resetExpiredText') : t('resetInvalidText')}
    >
      <Link href="/forgot-password" className={styles.primary}>
        {t('askNewReset')}
      </Link>
    </AuthPage>
  );
}
