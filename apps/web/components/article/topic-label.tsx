import type { TopicRef } from '@magazine/contracts';
import { useLocale } from 'next-intl';
import { localizedHref } from '@/lib/routing/public-path';
import { Kicker, type KickerTopic } from './kicker';

/** A topic's link as a card or an article shows it: the topic page's localized address and the name. */
export function useKickerTopic(topic: TopicRef | null): KickerTopic | null {
  const locale = useLocale();
  if (!topic) return null;
  return {
    href: localizedHref({ pathname: '/topic/[slug]', params: { slug: topic.slug } }, locale),
    name: topic.name,
  };
}

/** A topic's name, linking to the topic page. */
export function TopicLabel({ topic }: { topic: TopicRef | null }) {
  return <Kicker topic={useKickerTopic(topic)} adult={null} />;
}
