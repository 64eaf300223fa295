import type { ArticleCard as Card } from '@magazine/contracts';
import NextLink from 'next/link';
import { BookmarkButton } from '@/components/member/member-buttons';
import cardLink from '@/components/ui/card-link.module.css';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { TopicWithAdultMark } from './adult-label';
import styles from './article-card.module.css';
import { ArticleMeta } from './article-meta';

type Props = {
  article: Card;
  /** lead: the first, larger card of a section; row: image beside the text */
  variant?: 'default' | 'lead' | 'row';
  headingLevel?: 'h2' | 'h3';
  /** the save button (left out where the page has its own remove button for the article) */
  bookmark?: boolean;
  /** the page's first, largest image (see ResponsiveImage) */
  priority?: boolean;
};

const SIZES = {
  default: '(max-width: 829.98px) 100vw, 360px',
  lead: '(max-width: 829.98px) 100vw, 760px',
  row: '(max-width: 829.98px) 100vw, 240px',
};

export function ArticleCard({
  article,
  variant = 'default',
  headingLevel: Heading = 'h3',
  bookmark = true,
  priority = false,
}: Props) {
  return (
    <article className={`${styles.card} ${styles[variant]} ${cardLink.cover}`}>
      <div className={styles.media}>
        <ResponsiveImage
          image={article.images}
          ratio="THREE_TWO"
          sizes={SIZES[variant]}
          className={styles.image}
          priority={priority}
        />
      </div>
      <div className={styles.body}>
        <TopicWithAdultMark topic={article.topic} adultOnly={article.adultOnly} />
        <Heading className={styles.title}>
          <NextLink href={article.path} className={cardLink.link}>
            {article.title}
          </NextLink>
        </Heading>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <div className={styles.footer}>
          <ArticleMeta article={article} />
          {bookmark && <BookmarkButton articleId={article._id} title={article.title} compact />}
        </div>
      </div>
    </article>
  );
}
