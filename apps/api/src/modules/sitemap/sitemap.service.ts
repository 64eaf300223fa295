import {
  articleHref,
  LOCALES,
  type Locale,
  SITEMAP_TYPES,
  type SitemapEntry,
  type SitemapPage,
  type SitemapQuery,
  type SitemapSummary,
  type SitemapType,
  sectionPath,
  VERTICAL_SLUGS,
  VERTICALS,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import * as repo from './sitemap.repository';

type Stamp = Date | string | null | undefined;

function iso(value: Stamp): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function newest(...values: Stamp[]): string | null {
  const stamps = values.map(iso).filter((v): v is string => v !== null);
  return stamps.length > 0 ? stamps.sort().at(-1)! : null;
}

const single = (language: Locale, path: string, lastmod: Stamp): SitemapEntry => ({
  language,
  path,
  lastmod: iso(lastmod),
  alternates: {},
});

/** A page that exists in both languages: one entry per language, each naming both. */
function pair(paths: Record<Locale, string>, lastmod: Record<Locale, Stamp>): SitemapEntry[] {
  return LOCALES.map((language) => ({
    language,
    path: paths[language],
    lastmod: iso(lastmod[language]),
    alternates: { ...paths },
  }));
}

/** lastmod per language from rows of (language, lastmod). */
function byLanguage<R extends { language: string; lastmod: Stamp }>(rows: R[]): Record<Locale, Stamp> {
  const out: Record<Locale, Stamp> = { vi: null, en: null };
  for (const row of rows) out[row.language as Locale] = newest(out[row.language as Locale], row.lastmod);
  return out;
}

function groupBy<R>(rows: R[], key: (row: R) => string): Map<string, R[]> {
  const map = new Map<string, R[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** Every entry of the small sitemaps (everything but articles), in a stable order. */
async function smallEntries(db: Db, type: Exclude<SitemapType, 'articles'>): Promise<SitemapEntry[]> {
  switch (type) {
    case 'topics': {
      const { list, latest } = await repo.findTopics(db);
      const perTopic = groupBy(latest, (row) => row.topicId ?? '');
      return list.flatMap((topic) =>
        pair(
          { vi: sectionPath('topic', 'vi', topic.slugVi), en: sectionPath('topic', 'en', topic.slugEn) },
          byLanguage(perTopic.get(topic.id) ?? []),
        ),
      );
    }
    case 'tags':
      return (await repo.findTags(db)).map((tag) =>
        single(tag.language as Locale, sectionPath('tag', tag.language as Locale, tag.slug), tag.lastmod),
      );
    case 'authors': {
      const rows = await repo.findAuthors(db);
      return [...groupBy(rows, (row) => row.slug)].flatMap(([slug, list]) =>
        pair(
          { vi: sectionPath('author', 'vi', slug), en: sectionPath('author', 'en', slug) },
          byLanguage(list),
        ),
      );
    }
    case 'collections': {
      const [seriesRows, collectionRows] = await Promise.all([repo.findSeries(db), repo.findCollections(db)]);
      const series = [...groupBy(seriesRows, (row) => row.slugVi)].flatMap(([, list]) => {
        const first = list[0]!;
        return pair(
          {
            vi: sectionPath('collection', 'vi', first.slugVi),
            en: sectionPath('collection', 'en', first.slugEn),
          },
          byLanguage(list),
        );
      });
      const own = collectionRows.map((row) =>
        single(
          row.language as Locale,
          sectionPath('collection', row.language as Locale, row.slug),
          row.lastmod,
        ),
      );
      return [...series, ...own];
    }
    case 'podcasts': {
      const episodes = await repo.findPodcasts(db);
      return [...groupBy(episodes, (row) => `${row.language}/${row.showSlug}`)].flatMap(([, list]) => {
        const language = list[0]!.language as Locale;
        const show = single(
          language,
          sectionPath('podcast', language, list[0]!.showSlug),
          newest(...list.map((row) => row.lastmod)),
        );
        const items = list.map((row) =>
          single(language, sectionPath('podcast', language, row.showSlug, row.slug), row.lastmod),
        );
        return [show, ...items];
      });
    }
    case 'videos':
      return (await repo.findVideos(db)).map((video) =>
        single(
          video.language as Locale,
          sectionPath('video', video.language as Locale, video.slug),
          video.lastmod,
        ),
      );
    case 'events':
      return (await repo.findEvents(db)).map((event) =>
        single(
          event.language as Locale,
          sectionPath('event', event.language as Locale, event.slug),
          event.lastmod,
        ),
      );
    case 'categories': {
      const rows = await repo.findCategories(db);
      const perVertical = groupBy(rows, (row) => row.vertical ?? '');
      return VERTICALS.flatMap((vertical) =>
        pair(
          {
            vi: sectionPath('category', 'vi', VERTICAL_SLUGS[vertical].vi),
            en: sectionPath('category', 'en', VERTICAL_SLUGS[vertical].en),
          },
          byLanguage(perVertical.get(vertical) ?? []),
        ),
      );
    }
  }
}

async function articleEntries(db: Db, query: SitemapQuery) {
  const offset = (query.page - 1) * query.limit;
  const [{ total }, rows] = await Promise.all([
    repo.countArticles(db, query.language),
    repo.findArticles(db, { language: query.language, limit: query.limit, offset }),
  ]);
  const entries = rows.map((row): SitemapEntry => {
    const language = row.language as Locale;
    const path = articleHref(language, row.slug, row.openPublishing);
    const alternates: SitemapEntry['alternates'] = {};
    if (row.translationLanguage && row.translationSlug) {
      alternates[language] = path;
      alternates[row.translationLanguage as Locale] = articleHref(
        row.translationLanguage as Locale,
        row.translationSlug,
        row.translationOpenPublishing ?? false,
      );
    }
    return { language, path, lastmod: iso(row.lastmod), alternates };
  });
  return { total, entries };
}

/** One page of one sitemap: live content only, paths as the site serves them. */
export async function getSitemapPage(db: Db, type: SitemapType, query: SitemapQuery): Promise<SitemapPage> {
  const offset = (query.page - 1) * query.limit;
  let total: number;
  let entries: SitemapEntry[];
  if (type === 'articles') {
    ({ total, entries } = await articleEntries(db, query));
  } else {
    const all = (await smallEntries(db, type)).filter(
      (e) => !query.language || e.language === query.language,
    );
    total = all.length;
    entries = all.slice(offset, offset + query.limit);
  }
  return {
    type,
    page: query.page,
    limit: query.limit,
    total,
    hasNextPage: offset + entries.length < total,
    entries,
  };
}

/** How many URLs each sitemap has and when it last changed, for the sitemap index. */
export async function getSitemapSummary(db: Db, language?: Locale): Promise<SitemapSummary> {
  return Promise.all(
    SITEMAP_TYPES.map(async (type) => {
      if (type === 'articles') {
        const { total, lastmod } = await repo.countArticles(db, language);
        return { type, total, lastmod: iso(lastmod) };
      }
      const all = (await smallEntries(db, type)).filter((e) => !language || e.language === language);
      return { type, total: all.length, lastmod: newest(...all.map((e) => e.lastmod)) };
    }),
  );
}
