import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventCard } from '@/components/media/event-card';
import gridStyles from '@/components/media/media-grid.module.css';
import { staticPageMetadata } from '@/components/static/static-page';
import { Link } from '@/components/ui/link';
import { getEvents } from '@/lib/data/media';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

// its editions come from the events, which change: rendered on the first visit and kept like the
// events list (nothing is fetched at build time, when no API runs)
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('summit');
  return staticPageMetadata('/innovators-summit', t('title'), t('description'), locale);
}

/** SPEC §2 lists /innovators-summit among the event paths: the summit's own page, with its editions. */
export default async function InnovatorsSummitPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const [t, editions] = await Promise.all([
    getTranslations('summit'),
    getEvents(locale, 12, undefined, 'innovators-summit'),
  ]);
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <h2>{t('programme')}</h2>
      <p>{t('programmeText')}</p>
      <h2>{t('when')}</h2>
      {editions.length > 0 ? (
        <div className={gridStyles.grid}>
          {editions.map((event) => (
            <EventCard key={event._id} event={event} />
          ))}
        </div>
      ) : (
        <p>{t('noEvents')}</p>
      )}
      <p>
        <Link href="/events">{t('seeEvents')}</Link>
      </p>
    </>
  );
}
