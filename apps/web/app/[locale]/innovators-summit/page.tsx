import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staticPageMetadata } from '@/components/static/static-page';
import { Link } from '@/i18n/navigation';
import { type LocaleParams, localeStaticParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('summit');
  return staticPageMetadata('/innovators-summit', t('title'), t('description'), locale);
}

/** SPEC §2 lists /innovators-summit among the event paths: the summit's own page. */
export default async function InnovatorsSummitPage({ params }: { params: LocaleParams }) {
  await resolveLocale(params);
  const t = await getTranslations('summit');
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <h2>{t('programme')}</h2>
      <p>{t('programmeText')}</p>
      <h2>{t('when')}</h2>
      <p>
        {t('noEvents')} <Link href="/events">{t('seeEvents')}</Link>
      </p>
    </>
  );
}
