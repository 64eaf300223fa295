import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { ChangePasswordForm } from '@/components/auth/password-forms';
import { getAuthConfig } from '@/lib/auth/config.server';
import { loginPath, signedInUser } from '@/lib/auth/signed-in.server';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('changePassword'));
}

// /change-password – change it, or create the first one of a social account
export default async function ChangePasswordPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('auth');
  const here = publicPath('/change-password', locale);
  const user = await signedInUser(locale);
  if (!user) redirect(loginPath(locale, here));
  const { providers: offered } = await getAuthConfig();
  return (
    <AuthPage title={user.hasPassword ? t('changePassword') : t('createPassword')}>
      <ChangePasswordForm
        locale={locale}
        hasPassword={user.hasPassword}
        // the account's networks this site still offers: a fresh login is one press away there
        providers={user.providers.filter((provider) => offered.includes(provider))}
      />
    </AuthPage>
  );
}
