import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { VerifyLogin } from '@/components/auth/verify-login';
import { Link } from '@/components/ui/link';
import { param, type SearchParams } from '@/lib/auth/config.server';
import { safeRedirect } from '@/lib/auth/redirect-target';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('verifyLoginTitle'));
}

// /verify-login – where Google and Facebook send the reader back: finish, or say what failed
export default async function VerifyLoginPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('auth');
  const error = await param(searchParams, 'error');
  if (error) {
    const provider = error === 'facebook' ? 'Facebook' : 'Google';
    return (
      <AuthPage title={t('loginFailed')} lead={t('socialFailed', { provider })}>
        <div className={styles.choices}>
          <Link href="/login" className={styles.primary}>
            {t('loginLink')}
          </Link>
          <Link href="/login/email" className={styles.secondary}>
            {t('withEmail')}
          </Link>
        </div>
      </AuthPage>
    );
  }
  const next = safeRedirect(await param(searchParams, 'redirect'), locale);
  return (
    <AuthPage title={t('verifyLoginTitle')} lead={t('verifyLoginText')}>
      <VerifyLogin next={next} topicsPath={publicPath('/choose-topics', locale)} locale={locale} />
      <noscript>
        <a href={next}>{t('continueReading')}</a>
      </noscript>
    </AuthPage>
  );
}
