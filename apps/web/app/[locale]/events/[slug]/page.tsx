import { type Locale, otherLocale } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { SetAlternateHref } from '@/components/layout/alternate-context';
import { EventActions } from '@/components/media/event-actions';
import { EventCard } from '@/components/media/event-card';
import { EventFacts } from '@/components/media/event-facts';
import styles from '@/components/media/event-page.module.css';
import { JsonLd } from '@/components/media/json-ld';
import gridStyles from '@/components/media/media-grid.module.css';
import { Link } from '@/components/ui/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Section } from '@/components/ui/section';
import { getEvent } from '@/lib/data/media';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { eventLd } from '@/lib/media-json-ld';
import { mediaMetadata } from '@/lib/media-metadata';
import { goToOtherLanguage } from '@/lib/routing/other-language';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

const findEvent = cache((slug: string, locale: Locale) => getEvent(slug, locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const event = await findEvent((await params).slug, locale);
  if (!event) return {};
  return mediaMetadata({
    title: event.title,
    description: event.excerpt,
    language: event.language,
    url_meta: event.url_meta,
    image: event.cover,
  });
}

/** One event: when and where (with a map of the venue), what it is, and the others to come. */
export default async function EventPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const event = await findEvent(slug, locale);
  if (!event) {
    await goToOtherLanguage(locale, `/events/${slug}`, (language) => findEvent(slug, language));
    notFound();
  }
  const [t, messages] = await Promise.all([getTranslations('events'), getMessages()]);
  const translation = event.url_meta.alternates[otherLocale(locale)];
  return (
    <article>
      <JsonLd data={eventLd(event, event.description || event.excerpt)} />
      {translation && <SetAlternateHref href={translation} />}
      <p className={styles.kicker}>
        <Link href="/events">{t('title')}</Link>
      </p>
      <h1 className="page-title">{event.title}</h1>
      <div className={styles.layout}>
        <div className={styles.cover}>
          <ResponsiveImage
            image={event.cover}
            ratio="THREE_TWO"
            sizes="(max-width: 829.98px) 100vw, 640px"
            priority
          />
          <span className={`${styles.badge} ${styles[event.state]}`}>{t(event.state)}</span>
        </div>
        <EventFacts event={event} />
      </div>
      {event.excerpt && <p className={styles.lead}>{event.excerpt}</p>}
      {event.description && <p className={styles.description}>{event.description}</p>}
      {(event.tickets.length > 0 || event.voteOptions.length > 0) && (
        <NextIntlClientProvider messages={{ events: messages.events, member: messages.member }}>
          <EventActions editionId={event.editionId} tickets={event.tickets} voteOptions={event.voteOptions} />
        </NextIntlClientProvider>
      )}
      {event.more.length > 0 && (
        <Section id="more-events" title={t('more')}>
          <div className={gridStyles.grid}>
            {event.more.map((other) => (
              <EventCard key={other._id} event={other} />
            ))}
          </div>
        </Section>
      )}
      <p>
        <Link href="/events">{t('all')}</Link>
      </p>
    </article>
  );
}
