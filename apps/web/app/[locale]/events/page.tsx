import type { EventState } from '@magazine/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventCard } from '@/components/media/event-card';
import { JsonLd } from '@/components/media/json-ld';
import gridStyles from '@/components/media/media-grid.module.css';
import { staticPageMetadata } from '@/components/static/static-page';
import { Section } from '@/components/ui/section';
import { getEvents } from '@/lib/data/media';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { eventsLd } from '@/lib/media-json-ld';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

/** Events per group: every current and coming one a magazine runs, the latest of the ended. */
const EVENTS_PER_STATE = 24;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('events');
  return staticPageMetadata('/events', t('title'), t('description'), locale);
}

/** Happening now, coming soon, then ended: one section each (the state is worked out per render). */
export default async function EventsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const [t, th] = await Promise.all([getTranslations('events'), getTranslations('home')]);
  const order: EventState[] = ['happening', 'coming-soon', 'ended'];
  const groups = await Promise.all(
    order.map(async (state) => ({ state, events: await getEvents(locale, EVENTS_PER_STATE, state) })),
  );
  const all = groups.flatMap((group) => group.events);
  return (
    <>
      {all.length > 0 && <JsonLd data={eventsLd(all)} />}
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('description')}</p>
      {all.length === 0 && <p>{th('empty')}</p>}
      {groups
        .filter((group) => group.events.length > 0)
        .map((group) => (
          <Section key={group.state} id={`events-${group.state}`} title={t(group.state)}>
            <div className={gridStyles.grid}>
              {group.events.map((event) => (
                <EventCard key={event._id} event={event} />
              ))}
            </div>
          </Section>
        ))}
    </>
  );
}
