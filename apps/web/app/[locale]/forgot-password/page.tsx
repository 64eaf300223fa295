import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { ForgotPasswordForm } from '@/components/auth/password-forms';
import { Link } from '@/components/ui/link';
import { type LocaleParams, localeStaticParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('forgotTitle'));
}

// /forgot-password – the email to send a reset link to
export default async function ForgotPasswordPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('forgotTitle')} lead={t('forgotLead')}>
      <ForgotPasswordForm locale={locale} />
      <p className={styles.aside}>
        <Link href="/login/email">{t('backToLogin')}</Link>
      </p>
    </AuthPage>
  );
}
