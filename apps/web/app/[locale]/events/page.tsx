import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventCard } from '@/components/media/event-card';
import { MediaListPage } from '@/components/media/media-list-page';
import { staticPageMetadata } from '@/components/static/static-page';
import { getEvents } from '@/lib/data/media';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('events');
  return staticPageMetadata('/events', t('title'), t('description'), locale);
}

export default async function EventsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const [t, th] = await Promise.all([getTranslations('events'), getTranslations('home')]);
  const events = await getEvents(locale, 24);
  return (
    <MediaListPage title={t('title')} lead={t('description')} empty={events.length ? null : th('empty')}>
      {events.map((event) => (
        <EventCard key={event._id} event={event} />
      ))}
    </MediaListPage>
  );
}
