import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { RegisterForm } from '@/components/auth/register-form';
import { Link } from '@/components/ui/link';
import { param, type SearchParams } from '@/lib/auth/config.server';
import { safeRedirect } from '@/lib/auth/redirect-target';
import { leaveIfSignedIn } from '@/lib/auth/signed-in.server';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('emailRegisterTitle'));
}

// /register/email – email, password, optional identity information, terms, captcha
export default async function EmailRegisterPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('auth');
  const redirect = safeRedirect(await param(searchParams, 'redirect'), locale);
  await leaveIfSignedIn(locale, redirect);
  return (
    <AuthPage title={t('emailRegisterTitle')} lead={t('registerLead')}>
      <RegisterForm locale={locale} redirect={redirect} />
      <p className={styles.aside}>
        {t('hasAccount')} <Link href="/login/email">{t('loginLink')}</Link>
      </p>
    </AuthPage>
  );
}
