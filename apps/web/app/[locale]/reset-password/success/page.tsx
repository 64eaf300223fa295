import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { Link } from '@/components/ui/link';
import { type LocaleParams, localeStaticParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('resetDoneTitle'));
}

// /reset-password/success – back to the login
export default async function ResetSuccessPage({ params }: { params: LocaleParams }) {
  await resolveLocale(params);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('resetDoneTitle')} lead={t('resetDoneText')}>
      <Link href="/login/email" className={styles.primary}>
        {t('loginButton')}
      </Link>
    </AuthPage>
  );
}
