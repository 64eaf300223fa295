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
  return accountMetadata((await getTranslations('auth'))('registerSuccessTitle'));
}

// /register/success – the account exists, the verification mail is on its way
export default async function RegisterSuccessPage({ params }: { params: LocaleParams }) {
  await resolveLocale(params);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('registerSuccessTitle')} lead={t('registerSuccessText')}>
      <div className={styles.choices}>
        <Link href="/choose-topics" className={styles.primary}>
          {t('chooseTopicsLink')}
        </Link>
        <Link href="/" className={styles.secondary}>
          {t('continueReading')}
        </Link>
      </div>
    </AuthPage>
  );
}
