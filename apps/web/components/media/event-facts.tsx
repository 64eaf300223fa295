import { type EventDetail, formatAbsoluteDate, formatClockTime, formatDateTime } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import styles from './event-page.module.css';

/**
 * When (day and time in Vietnam, the end left out when it is the same day) and where: the venue's
 * map when its point is known (OpenStreetMap's embed, behind a disclosure), and a link to it.
 */
export function EventFacts({ event }: { event: EventDetail }) {
  const t = useTranslations('events');
  const locale = useLocale();
  const start = new Date(event.startAt);
  const end = new Date(event.endAt);
  const startDay = formatAbsoluteDate(start, locale);
  const endDay = formatAbsoluteDate(end, locale);
  const endText = startDay === endDay ? formatClockTime(end) : formatDateTime(end, locale);
  return (
    <dl className={styles.facts}>
      <dt>{t('when')}</dt>
      <dd>
        <time dateTime={event.startAt}>{formatDateTime(start, locale)}</time>
        {' – '}
        <time dateTime={event.endAt}>{endText}</time>
        <span className={styles.zone}>{t('timeZone')}</span>
      </dd>
      <dt>{t('where')}</dt>
      <dd>
        {event.venue}
        <br />
        {event.city}
        <br />
        {event.mapEmbedUrl && (
          // closed until the reader opens it: the map (another site's page) loads only then
          <details className={styles.mapBox}>
            <summary>{t('showMap')}</summary>
            <iframe
              src={event.mapEmbedUrl}
              title={t('mapTitle', { venue: event.venue })}
              loading="lazy"
              sandbox="allow-scripts allow-same-origin allow-popups"
              className={styles.mapFrame}
            />
          </details>
        )}
        <a href={event.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.map}>
          {event.mapEmbedUrl ? t('openMap') : t('map')}
          <span className="visually-hidden"> ({t('newTab')})</span>
        </a>
      </dd>
    </dl>
  );
}
