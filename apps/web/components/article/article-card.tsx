import { type ArticleCard as Card, formatViewCount } from '@magazine/contracts';
import { type Messages, useLocale, useTranslations } from 'next-intl';
import { cardImage } from '@/lib/image-source';
import { useAdultMark } from './adult-label';
import { type CardData, type CardVariant, CardView } from './card-view';
import { useKickerTopic } from './topic-label';

type Props = {
  article: Card;
  /** lead: the first, larger card of a section; row: image beside the text */
  variant?: CardVariant;
  headingLevel?: 'h2' | 'h3';
  /** the save button (left out where the page has its own remove button for the article) */
  bookmark?: boolean;
  /** the page's first, largest image (see ResponsiveImg) */
  priority?: boolean;
};

/**
 * An article's card: its words worked out here and drawn by CardView. On the server for the
 * pages' own cards; in the browser for those "load more" and "for you" add, whose providers
 * therefore carry the `card` and `article.adult*` messages it reads.
 */
export function ArticleCard({
  article,
  variant = 'default',
  headingLevel = 'h3',
  bookmark = true,
  priority = false,
}: Props) {
  const t = useTranslations('card');
  const locale = useLocale();
  const adult = useAdultMark();
  const topic = useKickerTopic(article.topic);
  const names = article.authors.map((author) => author.name).join(', ');
  const image = cardImage(article.images, 'THREE_TWO', article.title);
  const comments = article.commentCount ?? 0;
  // absent fields and default props left out: each card's props are bytes of the page (CardData)
  const card: CardData = {
    id: article._id,
    href: article.path,
    title: article.title,
    excerpt: article.excerpt,
    ...(topic && { topic }),
    ...(article.adultOnly && { adult }),
    ...(image && { image }),
    ...(names && { by: t('by', { names }) }),
    publishedAt: article.publishedAt,
    views: t('views', { count: formatViewCount(article.viewCount, locale) }),
    ...(comments > 0 && { comments: { count: comments, text: t('comments', { count: comments }) } }),
  };
  return (
    <CardView
      card={card}
      locale={locale}
      {...(variant !== 'default' && { variant })}
      {...(headingLevel !== 'h3' && { heading: headingLevel })}
      {...(!bookmark && { bookmark })}
      {...(priority && { priority })}
    />
  );
}

/**
 * The messages ArticleCard (and the bookmark button on it) reads, for the client provider around
 * cards drawn in the browser ("load more", "for you").
 */
export function articleCardMessages(messages: Messages) {
  return {
    card: messages.card,
    member: messages.member,
    article: { adultLabel: messages.article.adultLabel, adultTitle: messages.article.adultTitle },
  };
}
