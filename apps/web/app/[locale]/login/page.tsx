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
  return accountMetadata((await getTranslations('auth'))('loginTitle'));
}

// /login and /en/login – Google, Facebook or email
export default async function LoginStartPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('auth');
  const given = await param(searchParams, 'redirect');
  const redirect = given ? safeRedirect(given, locale) : undefined;
  const { providers } = await getAuthConfig();
  return (
    <AuthPage title={t('loginTitle')} lead={t('loginLead')}>
      <ProviderChoices locale={locale} providers={providers} redirect={redirect} emailPath="/login/email" />
      <p className={styles.aside}>
        {t('noAccount')}{' '}
        <Link href={redirect ? { pathname: '/register', query: { redirect } } : '/register'}>
          {t('registerLink')}
        </Link>
      </p>
    </AuthPage>
  );
}
