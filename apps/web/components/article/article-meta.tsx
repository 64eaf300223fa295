import { type ArticleCard, formatViewCount } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { LocalDate } from '@/components/ui/local-date';
import styles from './article-meta.module.css';

/** Author, date and view count, shared by cards and the article header. */
export function ArticleMeta({
  article,
}: {
  article: Pick<ArticleCard, 'authors' | 'publishedAt' | 'viewCount' | 'commentCount'>;
}) {
  const t = useTranslations('card');
  const locale = useLocale();
  const names = article.authors.map((author) => author.name).join(', ');
  return (
    <p className={styles.meta}>
      {names && <span>{t('by', { names })}</span>}
      <LocalDate iso={article.publishedAt} locale={locale} />
      <span>{t('views', { count: formatViewCount(article.viewCount, locale) })}</span>
      {article.commentCount ? (
        <span data-comment-count={article.commentCount}>
          {t('comments', { count: article.commentCount })}
        </span>
      ) : null}
    </p>
  );
}
