'use client';

import type { EventState, Locale } from '@magazine/contracts';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import cardLink from '@/components/ui/card-link.module.css';
import { LocalDate } from '@/components/ui/local-date';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import type { CardImage } from '@/lib/image-source';
import styles from './media-card.module.css';

/** What sits on a framed picture: a video's length, an event's state. */
export type MediaFlag =
  | { kind: 'duration'; text: string }
  | { kind: 'badge'; state: EventState; text: string };

/** One part of a card's meta line. */
export type MediaMeta =
  /** a publication date: absolute in the HTML, relative once in the browser (LocalDate) */
  | { kind: 'published'; iso: string }
  /** an event's days, the end left out when it is the start's */
  | { kind: 'dates'; start: { iso: string; text: string }; end: { iso: string; text: string } | null }
  | { kind: 'text'; text: string };

/**
 * What a podcast, show, video or event card shows, every word already in the page's language.
 * Written into the page's RSC payload for each card, so absent fields are left out (as CardData's).
 */
export type MediaCardData = {
  /** the article element's id (an event's slug, so /events#slug scrolls to it) */
  anchor?: string;
  href: string;
  title: string;
  text: string;
  /**
   * with its `sizes`, how wide the card draws it: the same words in every card cost the page's
   * gzip next to nothing, while worked out in this component they were script bytes (+28 gzip)
   */
  image?: CardImage & { sizes: string };
  /** square: a podcast's or show's cover on its own; framed: a picture with its flag over it */
  cover: 'square' | 'framed';
  flag?: MediaFlag;
  /** the show's name above an episode's title */
  kicker?: string;
  meta: MediaMeta[];
};

/**
 * A podcast episode's, show's, video's or event's card, drawn from props the server prepared
 * (podcast-card.tsx, podcast-show-card.tsx, video-card.tsx, event-card.tsx). A client component
 * for the bytes, as the article card is (docs/decisions/0052): the RSC payload carries these
 * props rather than a second copy of the card's markup. An episode's play button comes as
 * `children` from the server: imported here, it drew the player's stylesheet and this card's into
 * one chunk, which every page's layout then carried (the docked player is on every page).
 */
export function MediaCardView({
  card,
  locale,
  children,
}: {
  card: MediaCardData;
  locale: Locale;
  /** after the meta line: an episode's play button */
  children?: ReactNode;
}) {
  const square = card.cover === 'square';
  const image = card.image && (
    <ResponsiveImg
      source={card.image}
      alt={card.image.alt ?? card.title}
      sizes={card.image.sizes}
      className={square ? styles.square : undefined}
    />
  );
  return (
    <article className={`${styles.card} ${cardLink.cover}`} id={card.anchor}>
      {square ? (
        image
      ) : (
        <div className={styles.thumb}>
          {image}
          {card.flag?.kind === 'duration' && <span className={styles.duration}>{card.flag.text}</span>}
          {card.flag?.kind === 'badge' && (
            <span className={`${styles.badge} ${styles[card.flag.state]}`}>{card.flag.text}</span>
          )}
        </div>
      )}
      {card.kicker && <p className={styles.kicker}>{card.kicker}</p>}
      <h3 className={styles.title}>
        <NextLink href={card.href} className={cardLink.link}>
          {card.title}
        </NextLink>
      </h3>
      <p className={styles.text}>{card.text}</p>
      <p className={styles.meta}>
        {card.meta.map((part) => (
          <MetaPart key={metaKey(part)} part={part} locale={locale} />
        ))}
      </p>
      {children}
    </article>
  );
}

function metaKey(part: MediaMeta): string {
  if (part.kind === 'published') return `published:${part.iso}`;
  if (part.kind === 'dates') return `dates:${part.start.iso}`;
  return `text:${part.text}`;
}

function MetaPart({ part, locale }: { part: MediaMeta; locale: Locale }) {
  if (part.kind === 'published') return <LocalDate iso={part.iso} locale={locale} />;
  if (part.kind === 'text') return <span>{part.text}</span>;
  return (
    <>
      <time dateTime={part.start.iso}>{part.start.text}</time>
      {part.end && (
        <>
          {' – '}
          <time dateTime={part.end.iso}>{part.end.text}</time>
        </>
      )}
    </>
  );
}
