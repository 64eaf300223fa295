import NextLink from 'next/link';
import adultStyles from './adult-label.module.css';
import topicStyles from './topic-label.module.css';

/** A topic as its link shows it: the localized address worked out already, and the name. */
export type KickerTopic = { href: string; name: string };
/** The 18+ mark's words: what is shown, and what a screen reader says instead. */
export type AdultMark = { label: string; title: string };

/**
 * The line above a card's or an article's title: the topic, and after it on the same line the 18+
 * mark of an adults-only article (the topic alone otherwise). Plain props, no hooks: the server
 * renders it (TopicWithAdultMark) and so does the card's island (card-view.tsx), to the same HTML.
 */
export function Kicker({ topic, adult }: { topic: KickerTopic | null; adult: AdultMark | null }) {
  const link = topic && (
    <NextLink className={topicStyles.topic} href={topic.href}>
      {topic.name}
    </NextLink>
  );
  if (!adult) return link;
  return (
    <p className={adultStyles.kicker}>
      {link}
      <AdultBadge mark={adult} />
    </p>
  );
}

/** The 18+ mark itself (AdultLabel on the server gives it its words). */
export function AdultBadge({ mark }: { mark: AdultMark }) {
  return (
    <span className={adultStyles.label}>
      <span aria-hidden="true">{mark.label}</span>
      <span className="visually-hidden">{mark.title}</span>
    </span>
  );
}
