import { type EventCard as Event, formatAbsoluteDate } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { MediaCardView } from './media-card-view';
import { cardImageProp } from './media-image';

export function EventCard({ event }: { event: Event }) {
  const t = useTranslations('events');
  const locale = useLocale();
  const start = formatAbsoluteDate(new Date(event.startAt), locale);
  const end = formatAbsoluteDate(new Date(event.endAt), locale);
  return (
    <MediaCardView
      locale={locale}
      card={{
        anchor: event.slug,
        href: event.path,
        title: event.title,
        text: event.excerpt,
        ...cardImageProp(event.cover, 'THREE_TWO', event.title, '(max-width: 829.98px) 100vw, 360px'),
        cover: 'framed',
        flag: { kind: 'badge', state: event.state, text: t(event.state) },
        meta: [
          {
            kind: 'dates',
            start: { iso: event.startAt, text: start },
            end: end === start ? null : { iso: event.endAt, text: end },
          },
          { kind: 'text', text: `${event.venue}, ${event.city}` },
        ],
      }}
    />
  );
}
