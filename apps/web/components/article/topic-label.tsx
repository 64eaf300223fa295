import type { TopicRef } from '@magazine/contracts';
import { Link } from '@/i18n/navigation';
import styles from './topic-label.module.css';

/** A topic links to its entry on the all-topics page (topic pages come later). */
export function TopicLabel({ topic }: { topic: TopicRef | null }) {
  if (!topic) return null;
  return (
    <Link className={styles.topic} href={{ pathname: '/all-topics', hash: topic.slug }}>
      {topic.name}
    </Link>
  );
}
