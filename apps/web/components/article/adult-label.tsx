import type { TopicRef } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { AdultBadge, type AdultMark, Kicker } from './kicker';
import { useKickerTopic } from './topic-label';

/** The 18+ mark's words in the page's language. */
export function useAdultMark(): AdultMark {
  const t = useTranslations('article');
  return { label: t('adultLabel'), title: t('adultTitle') };
}

/**
 * The 18+ mark of an adults-only article: beside its topic in the article's header and on its
 * cards. Apart from adult-only.tsx so that a page of cards does not import the age question's island.
 */
export function AdultLabel() {
  return <AdultBadge mark={useAdultMark()} />;
}

/**
 * The line above a card's or an article's title: the topic, and after it on the same line the 18+
 * mark of an adults-only article (the topic alone otherwise, as every other card has it).
 */
export function TopicWithAdultMark({ topic, adultOnly }: { topic: TopicRef | null; adultOnly: boolean }) {
  const mark = useAdultMark();
  return <Kicker topic={useKickerTopic(topic)} adult={adultOnly ? mark : null} />;
}
