import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { ProviderChoices } from '@/components/auth/provider-choices';
import { Link } from '@/i18n/navigation';
import { getAuthConfig, param, type SearchParams } from '@/lib/auth/config.server';
import { safeRedirect } from '@/lib/auth/redirect-target';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('registerTitle'));
}

// /register (/dang-ky) and /en/register – Google, Facebook or email
export default async function RegisterStartPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('auth');
  const given = await param(searchParams, 'redirect');
  const redirect = given ? safeRedirect(given, locale) : undefined;
  const { providers } = await getAuthConfig();
  return (
    <AuthPage title={t('registerTitle')} lead={t('registerLead')}>
      <ProviderChoices
        locale={locale}
        providers={providers}
        redirect={redirect}
        emailPath="/register/email"
      />
      <p className={styles.aside}>
        {t('hasAccount')}{' '}
        <Link href={redirect ? { pathname: '/login', query: { redirect } } : '/login'}>{t('loginLink')}</Link>
      </p>
    </AuthPage>
  );
}
