import type { ArticleCard as Card } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { Section } from '@/components/ui/section';
import { ArticleGrid } from './article-grid';

export function RelatedArticles({ articles }: { articles: Card[] | undefined }) {
  const t = useTranslations('article');
  if (!articles?.length) return null;
  return (
    <Section id="related" title={t('related')}>
      <ArticleGrid articles={articles} />
    </Section>
  );
}
