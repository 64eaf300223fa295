import { type ArticleDetail, formatViewCount } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { FollowButton } from '@/components/member/member-buttons';
import { Link } from '@/components/ui/link';
import { LocalDate } from '@/components/ui/local-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { TopicWithAdultMark } from './adult-label';
import styles from './article-header.module.css';
import { SeriesBanner } from './series-banner';

export function ArticleHeader({ article }: { article: ArticleDetail }) {
  const t = useTranslations('card');
  const ta = useTranslations('article');
  const locale = useLocale();
  return (
    <header className={styles.header}>
      <TopicWithAdultMark topic={article.topic} adultOnly={article.adultOnly} />
      <h1 className={styles.title}>{article.title}</h1>
      <SeriesBanner series={article.series} />
      <p className={styles.summary}>
        <span className="visually-hidden">{ta('summary')}: </span>
        {article.excerpt}
      </p>
      <div className={styles.byline}>
        <ul className={styles.authors}>
          {article.authors.map((author) => (
            <li key={author._id}>
              {author.avatar && (
                <ResponsiveImage
                  image={author.avatar}
                  ratio="ONE_ONE"
                  sizes="40px"
                  className={styles.avatar}
                  alt=""
                />
              )}
              <Link href={{ pathname: '/contributors/[slug]', params: { slug: author.slug } }}>
                {author.name}
              </Link>
              <FollowButton kind="author" id={author._id} name={author.name} />
            </li>
          ))}
        </ul>
        <p className={styles.facts}>
          <LocalDate iso={article.publishedAt} locale={locale} />
          <span>{t('minutes', { count: article.readingTimeMinutes })}</span>
          <span>{t('views', { count: formatViewCount(article.viewCount, locale) })}</span>
          {article.commentCount ? (
            <a href="#comments" data-comment-count={article.commentCount}>
              {t('comments', { count: article.commentCount })}
            </a>
          ) : null}
        </p>
      </div>
      <figure className={styles.hero}>
        <ResponsiveImage
          image={article.images}
          ratio="SIX_NINE"
          sizes="(max-width: 829.98px) 100vw, 76rem"
          priority
        />
      </figure>
    </header>
  );
}
