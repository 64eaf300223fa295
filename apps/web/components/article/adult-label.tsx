import type { TopicRef } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import styles from './adult-label.module.css';
import { TopicLabel } from './topic-label';

/**
 * The 18+ mark of an adults-only article: beside its topic in the article's header and on its
 * cards. Apart from adult-only.tsx so that a page of cards does not import the age question's island.
 */
export function AdultLabel() {
  const t = useTranslations('article');
  return (
    <span className={styles.label}>
      <span aria-hidden="true">{t('adultLabel')}</span>
      <span className="visually-hidden">{t('adultTitle')}</span>
    </span>
  );
}

/**
 * The line above a card's or an article's title: the topic, and after it on the same line the 18+
 * mark of an adults-only article (the topic alone otherwise, as every other card has it).
 */
export function TopicWithAdultMark({ topic, adultOnly }: { topic: TopicRef | null; adultOnly: boolean }) {
  if (!adultOnly) return <TopicLabel topic={topic} />;
  return (
    <p className={styles.kicker}>
      <TopicLabel topic={topic} />
      <AdultLabel />
    </p>
  );
}
