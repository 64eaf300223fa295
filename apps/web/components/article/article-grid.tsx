import type { ArticleCard as Card } from '@magazine/contracts';
import { ArticleCard } from './article-card';
import styles from './article-grid.module.css';

/**
 * Cards in a responsive grid of three columns (`columns={4}`: four on a wide screen, two on a
 * narrow one, for a list of 8); with `lead`, the first one spans two columns and is the page's
 * largest image, so it loads first (use `lead` only for a grid at the top of its page).
 */
export function ArticleGrid({
  articles,
  lead = false,
  columns = 3,
}: {
  articles: Card[];
  lead?: boolean;
  columns?: 3 | 4;
}) {
  return (
    <div className={`${styles.grid} ${lead ? styles.withLead : ''} ${columns === 4 ? styles.four : ''}`}>
      {articles.map((article, index) => (
        <ArticleCard
          key={article._id}
          article={article}
          variant={lead && index === 0 ? 'lead' : 'default'}
          priority={lead && index === 0}
        />
      ))}
    </div>
  );
}
