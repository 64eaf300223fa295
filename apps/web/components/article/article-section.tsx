import type { ArticleCard as Card } from '@magazine/contracts';
import { Section } from '@/components/ui/section';
import { ArticleGrid } from './article-grid';
import { PopularList } from './popular-list';

/**
 * A titled section of article cards, as a grid or (`ranked`) a numbered list; nothing at all when
 * there are none, so a list the API could not fill leaves no empty heading behind.
 */
export function ArticleSection({
  id,
  title,
  articles,
  ranked = false,
  columns,
}: {
  id: string;
  title: string;
  articles: Card[];
  ranked?: boolean;
  columns?: 3 | 4;
}) {
  if (articles.length === 0) return null;
  return (
    <Section id={id} title={title}>
      {ranked ? <PopularList articles={articles} /> : <ArticleGrid articles={articles} columns={columns} />}
    </Section>
  );
}
