import type { ArticleCard as Card } from '@magazine/contracts';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { TopicWithAdultMark } from './adult-label';
import styles from './in-content-related.module.css';

/**
 * "Đọc thêm": a few related articles between two paragraphs of the text (SPEC §9, in-content
 * related, 3 by default). Titles only: the text goes on right after them. A landmark named
 * "Đọc thêm" with no headings, so the article's own headings stay its outline (the text after the
 * box is not under it). Each is an `<article>` whose link says it is the card's
 * (`data-card-link`), so the page tracker counts a click as click-item navigate.
 */
export function InContentRelated({ articles }: { articles: Card[] }) {
  const t = useTranslations('article');
  if (articles.length === 0) return null;
  return (
    <aside className={styles.box} aria-labelledby="read-also-title" data-in-content="">
      <p id="read-also-title" className={styles.title}>
        {t('readAlso')}
      </p>
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article._id}>
            <article>
              <TopicWithAdultMark topic={article.topic} adultOnly={article.adultOnly} />
              <p className={styles.heading}>
                <NextLink href={article.path} data-card-link="">
                  {article.title}
                </NextLink>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </aside>
  );
}
