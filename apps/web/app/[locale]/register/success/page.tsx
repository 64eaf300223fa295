import { linkLife } from '@magazine/contracts';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { param, type SearchParams } from '@/lib/auth/config.server';
import { safeRedirect, withRedirect } from '@/lib/auth/redirect-target';
import { env } from '@/lib/env';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('registerSuccessTitle'));
}

// /register/success[?redirect=/the-page] – the account exists, the verification mail is on its way;
// both ways on end on the page the reader registered from (the home page when there was none)
export default async function RegisterSuccessPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('auth');
  const next = safeRedirect(await param(searchParams, 'redirect'), locale);
  return (
    <AuthPage
      title={t('registerSuccessTitle')}
      lead={t('registerSuccessText', { life: linkLife(locale, env.VERIFY_LINK_TTL_SECONDS) })}
    >
      <div className={styles.choices}>
        <NextLink
          href={withRedirect(publicPath('/choose-topics', locale), next, locale)}
          className={styles.primary}
        >
          {t('chooseTopicsLink')}
        </NextLink>
        <NextLink href={next} className={styles.secondary}>
          {t('continueReading')}
        </NextLink>
      </div>
    </AuthPage>
  );
}
