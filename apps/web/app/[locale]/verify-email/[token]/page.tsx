import { linkLife } from '@magazine/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { VerifyEmail } from '@/components/auth/verify-email';
import { env } from '@/lib/env';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('verifyTitle'));
}

// /verify-email/:token – the emailed link; opening it changes nothing until the reader confirms
export default async function VerifyEmailPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  return (
    <AuthPage>
      <VerifyEmail locale={locale} token={token} linkLife={linkLife(locale, env.VERIFY_LINK_TTL_SECONDS)} />
    </AuthPage>
  );
}
