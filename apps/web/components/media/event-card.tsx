import { type EventCard as Event, formatAbsoluteDate } from '@magazine/contracts';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import cardLink from '@/components/ui/card-link.module.css';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './media-card.module.css';

export function EventCard({ event }: { event: Event }) {
  const t = useTranslations('events');
  const locale = useLocale();
  const start = formatAbsoluteDate(new Date(event.startAt), locale);
  const end = formatAbsoluteDate(new Date(event.endAt), locale);
  return (
    <article className={`${styles.card} ${cardLink.cover}`} id={event.slug}>
      <div className={styles.thumb}>
        <ResponsiveImage image={event.cover} ratio="THREE_TWO" sizes="(max-width: 829.98px) 100vw, 360px" />
        <span className={`${styles.badge} ${styles[event.state]}`}>{t(event.state)}</span>
      </div>
      <h3 className={styles.title}>
        <NextLink href={event.path} className={cardLink.link}>
          {event.title}
        </NextLink>
      </h3>
      <p className={styles.text}>{event.excerpt}</p>
      <p className={styles.meta}>
        <time dateTime={event.startAt}>{start}</time>
        {end !== start && (
          <>
            {' – '}
            <time dateTime={event.endAt}>{end}</time>
          </>
        )}
        <span>
          {event.venue}, {event.city}
        </span>
      </p>
    </article>
  );
}
