import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staticPageMetadata } from '@/components/static/static-page';
import { Link } from '@/i18n/navigation';
import { type LocaleParams, localeStaticParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('login');
  return { ...staticPageMetadata('/login', t('title'), t('text'), locale), robots: { index: false } };
}

/** Member accounts come in a later issue; until then this page says so plainly. */
export default async function LoginPage({ params }: { params: LocaleParams }) {
  await resolveLocale(params);
  const t = await getTranslations('login');
  return (
    <div className="not-found">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('text')}</p>
      <p>{t('meanwhile')}</p>
      <p>
        <Link href="/">{t('backHome')}</Link>
      </p>
    </div>
  );
}
