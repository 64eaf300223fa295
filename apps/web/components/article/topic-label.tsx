import type { TopicRef } from '@magazine/contracts';
import { Link } from '@/i18n/link';
import styles from './topic-label.module.css';

/** A topic's name, linking to the topic page. */
export function TopicLabel({ topic }: { topic: TopicRef | null }) {
  if (!topic) return null;
  return (
    <Link className={styles.topic} href={{ pathname: '/topic/[slug]', params: { slug: topic.slug } }}>
      {topic.name}
    </Link>
  );
}
