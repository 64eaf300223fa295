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
  return accountMetadata((await getTranslations('auth'))('sentTitle'));
}

// /forgot-password/sent – "check your email"
export default async function RecoverySentPage({ params }: { params: LocaleParams }) {
  await resolveLocale(params);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('sentTitle')} lead={t('sentText')}>
      <Link href="/login/email" className={styles.secondary}>
        {t('backToLogin')}
      </Link>
    </AuthPage>
  );
}
