import { type Locale, otherLocale, verticalBySlug, verticalSlug } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { getAuthor, getCollectionDetail, getListingPage, getTag, getTopic } from '@/lib/data/listings';
import { getEvent } from '@/lib/data/media';
import { publicPath } from '@/lib/routing/public-path';
import { feedAlternate } from '@/lib/seo/rss';
import styles from './listing.module.css';
import { listingRoute } from './listing-route';

// The paged listings: a topic, a category (vertical), a tag, a contributor, a collection (series),
// each a loader of what its page shows, made a route by listingRoute.

export const topicRoute = listingRoute(
  async (locale, slug, page) => {
    const topic = await getTopic(slug, locale);
    if (!topic) return null;
    const [articles, t] = await Promise.all([
      getListingPage(locale, { groupTopic: slug }, page),
      getTranslations('topicPage'),
    ]);
    return {
      title: topic.name,
      description: topic.description || t('lead', { count: topic.articleCount, name: topic.name }),
      lead: topic.description,
      intro: (
        <p className={styles.pageNumber}>
          {t('lead', { count: topic.articleCount, name: topic.name })}{' '}
          <Link href="/all-topics">{t('allTopics')}</Link>
        </p>
      ),
      page: articles,
      paths: {
        vi: topic.alternates.vi && publicPath(`/topic/${topic.alternates.vi}`, 'vi'),
        en: topic.alternates.en && publicPath(`/topic/${topic.alternates.en}`, 'en'),
      },
      filter: { groupTopic: slug },
      empty: t('empty'),
      feeds: feedAlternate(locale, topic.name, slug),
      follow: { kind: 'topic', id: topic._id, name: topic.name },
      total: topic.articleCount,
    };
  },
  async (locale, slug) => {
    const other = await getTopic(slug, otherLocale(locale));
    const here = other?.alternates[locale];
    return here ? publicPath(`/topic/${here}`, locale) : null;
  },
);

export const categoryRoute = listingRoute(
  async (locale, slug, page) => {
    const vertical = verticalBySlug(slug, locale);
    if (!vertical) return null;
    const [articles, tv, t, tc] = await Promise.all([
      getListingPage(locale, { vertical }, page),
      getTranslations('verticals'),
      getTranslations('vertical'),
      getTranslations('categoryPage'),
    ]);
    const name = tv(vertical);
    return {
      title: t('title', { name }),
      description: t('description', { name }),
      lead: t('description', { name }),
      page: articles,
      paths: {
        vi: publicPath(`/category/${verticalSlug(vertical, 'vi')}`, 'vi'),
        en: publicPath(`/category/${verticalSlug(vertical, 'en')}`, 'en'),
      },
      filter: { vertical },
      empty: tc('empty'),
    };
  },
  async (locale, slug) => {
    const vertical = verticalBySlug(slug, otherLocale(locale));
    return vertical ? publicPath(`/category/${verticalSlug(vertical, locale)}`, locale) : null;
  },
);

export const tagRoute = listingRoute(async (locale, slug, page) => {
  const tag = await getTag(slug, locale);
  if (!tag) return null;
  const [articles, t] = await Promise.all([
    getListingPage(locale, { tag: slug }, page),
    getTranslations('tagsPage'),
  ]);
  const lead = t('tagLead', { count: tag.articleCount, name: tag.name });
  return {
    title: t('tagTitle', { name: tag.name }),
    description: lead,
    lead,
    page: articles,
    // tags are words of one language: no counterpart
    paths: { [locale]: publicPath(`/tags/${slug}`, locale) },
    filter: { tag: slug },
    empty: t('tagEmpty'),
  };
});

export const contributorRoute = listingRoute(async (locale, slug, page) => {
  const author = await getAuthor(slug, locale);
  if (!author) return null;
  const [articles, t] = await Promise.all([
    getListingPage(locale, { author: slug }, page),
    getTranslations('contributorsPage'),
  ]);
  const lead = t('authorLead', { count: author.articleCount, name: author.name });
  const roleKey = `role_${author.role}` as 'role_writer';
  return {
    title: author.name,
    description: author.bio || lead,
    intro: (
      <div className={styles.bio}>
        {author.avatar && (
          <ResponsiveImage
            image={author.avatar}
            ratio="ONE_ONE"
            sizes="64px"
            className={styles.avatar}
            alt=""
          />
        )}
        <div>
          <p>
            <strong>{t.has(roleKey) ? t(roleKey) : author.role}</strong>
          </p>
          {author.bio && <p>{author.bio}</p>}
          <p className={styles.pageNumber}>{lead}</p>
        </div>
      </div>
    ),
    page: articles,
    paths: { vi: publicPath(`/contributors/${slug}`, 'vi'), en: publicPath(`/contributors/${slug}`, 'en') },
    filter: { author: slug },
    empty: t('authorEmpty'),
    follow: { kind: 'author', id: author._id, name: author.name },
  };
});

export const collectionRoute = listingRoute(
  async (locale, slug, page) => {
    const detail = await getCollectionDetail(slug, locale, page);
    if (!detail) return null;
    const t = await getTranslations('collectionPage');
    const paths: Partial<Record<Locale, string>> = {};
    for (const language of ['vi', 'en'] as const) {
      const own = detail.alternates[language];
      if (own) paths[language] = publicPath(`/collection/${own}`, language);
    }
    return {
      title: detail.title,
      description: detail.description || t('lead', { count: detail.articleCount }),
      intro: (
        <>
          <p className={styles.pageNumber}>
            {detail.kind === 'series' ? t('series') : t('collection')} ·{' '}
            {t('lead', { count: detail.articleCount })}
          </p>
          {detail.description && <p className="page-lead">{detail.description}</p>}
        </>
      ),
      page: detail.articles,
      paths,
      // a series pages like any listing; a collection keeps the editors' order, so plain links
      filter: detail.kind === 'series' ? { series: detail.slug } : undefined,
      empty: t('empty'),
      follow: detail.kind === 'series' ? { kind: 'series', id: detail._id, name: detail.title } : undefined,
    };
  },
  async (locale, slug, page) => {
    // its translation, else the collection in its own language (as an article's address does)
    const other = await getCollectionDetail(slug, otherLocale(locale), 1);
    if (other) {
      const here = other.alternates[locale];
      return here
        ? publicPath(`/collection/${here}`, locale)
        : publicPath(`/collection/${other.slug}`, otherLocale(locale));
    }
    // an event under the collection path (SPEC §2: events are at "a collection event path"): its
    // own page, which takes the reader to its translation if it has one (an event has no pages)
    if (page === 1 && ((await getEvent(slug, locale)) ?? (await getEvent(slug, otherLocale(locale)))))
      return publicPath(`/events/${slug}`, locale);
    return null;
  },
);
