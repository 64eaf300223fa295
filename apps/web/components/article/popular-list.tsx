import type { ArticleCard as Card } from '@magazine/contracts';
import { ArticleCard } from './article-card';
import styles from './popular-list.module.css';

/** Most-read articles, ranked. */
export function PopularList({ articles }: { articles: Card[] }) {
  return (
    <ol className={styles.list}>
      {articles.map((article) => (
        <li key={article._id} className={styles.item}>
          <ArticleCard article={article} variant="row" />
        </li>
      ))}
    </ol>
  );
}
