'use client';

import type { Locale } from '@magazine/contracts';
import NextLink from 'next/link';
import { BookmarkButton } from '@/components/member/member-buttons';
import cardLink from '@/components/ui/card-link.module.css';
import { LocalDate } from '@/components/ui/local-date';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import type { CardImage } from '@/lib/image-source';
import styles from './article-card.module.css';
import metaStyles from './article-meta.module.css';
import { type AdultMark, Kicker, type KickerTopic } from './kicker';

/**
 * What a card shows, every word already in the page's language (article-card.tsx makes it). Each
 * card's props are written into the page's RSC payload, so what can be left out is: a field that
 * is absent, the image's `src` (its srcset's first file) and its `alt` when it is the title.
 */
export type CardData = {
  id: string;
  href: string;
  title: string;
  excerpt: string;
  topic?: KickerTopic;
  adult?: AdultMark;
  image?: CardImage;
  /** "Bởi …", left out when the article names no author */
  by?: string;
  publishedAt: string;
  views: string;
  comments?: { count: number; text: string };
};

export type CardVariant = 'default' | 'lead' | 'row';

const SIZES: Record<CardVariant, string> = {
  default: '(max-width: 829.98px) 100vw, 360px',
  lead: '(max-width: 829.98px) 100vw, 760px',
  row: '(max-width: 829.98px) 100vw, 240px',
};

type Props = {
  card: CardData;
  locale: Locale;
  /** each one left out where it is the default (the props are bytes of the page) */
  variant?: CardVariant;
  heading?: 'h2' | 'h3';
  bookmark?: boolean;
  priority?: boolean;
};

/**
 * An article's card. A client component for the bytes, not for interactivity: a page carries each
 * server component's markup twice (the HTML and the RSC payload's copy of its element tree), a
 * client component's once plus its props. The home page's 27 cards cost ~1.3 KB each in the
 * payload as server markup and ~0.75 KB as these props (docs/decisions/0052).
 */
export function CardView({
  card,
  locale,
  variant = 'default',
  heading: Heading = 'h3',
  bookmark = true,
  priority = false,
}: Props) {
  const { image } = card;
  return (
    <article className={`${styles.card} ${styles[variant]} ${cardLink.cover}`}>
      <div className={styles.media}>
        {image && (
          <ResponsiveImg
            source={image}
            alt={image.alt ?? card.title}
            sizes={SIZES[variant]}
            className={styles.image}
            priority={priority}
          />
        )}
      </div>
      <div className={styles.body}>
        <Kicker topic={card.topic ?? null} adult={card.adult ?? null} />
        <Heading className={styles.title}>
          <NextLink href={card.href} className={cardLink.link}>
            {card.title}
          </NextLink>
        </Heading>
        <p className={styles.excerpt}>{card.excerpt}</p>
        <div className={styles.footer}>
          <p className={metaStyles.meta}>
            {card.by && <span>{card.by}</span>}
            <LocalDate iso={card.publishedAt} locale={locale} />
            <span>{card.views}</span>
            {card.comments ? (
              <span data-comment-count={card.comments.count}>{card.comments.text}</span>
            ) : null}
          </p>
          {bookmark && <BookmarkButton articleId={card.id} title={card.title} compact />}
        </div>
      </div>
    </article>
  );
}
