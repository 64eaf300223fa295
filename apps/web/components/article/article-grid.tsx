import type { ArticleCard as Card } from '@magazine/contracts';
import { ArticleCard } from './article-card';
import styles from './article-grid.module.css';

/** Cards in a responsive grid; with `lead`, the first one spans two columns. */
export function ArticleGrid({ articles, lead = false }: { articles: Card[]; lead?: boolean }) {
  return (
    <div className={`${styles.grid} ${lead ? styles.withLead : ''}`}>
      {articles.map((article, index) => (
        <ArticleCard key={article._id} article={article} variant={lead && index === 0 ? 'lead' : 'default'} />
      ))}
    </div>
  );
}
