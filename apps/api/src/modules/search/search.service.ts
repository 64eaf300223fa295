import {
  articleHref,
  articlePath,
  emptySearchPage,
  findHighlights,
  isSearchable,
  type Locale,
  makeSnippetFrom,
  SEARCH_FUZZY_BELOW,
  type SearchHit,
  type SearchPage,
  type SearchQuery,
  searchWords,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import * as repo from './search.repository';
import * as links from './search-links.repository';

/** `/podcast/[show]/[episode]`, under `/en` in English. */
const episodePath = (language: Locale, show: string, episode: string) =>
  articlePath(language, `podcast/${show}/${episode}`);
/** `/video/[slug]`, under `/en` in English. */
const videoPath = (language: Locale, slug: string) => articlePath(language, `video/${slug}`);

/**
 * GET /v2/search: full-text matches (tone marks ignored, the reader's diacritics ranked first);
 * when they are fewer than SEARCH_FUZZY_BELOW, titles close to the query are added (`fuzzy`).
 * A query too short to mean anything is an empty page, not an error.
 */
export async function search(db: Db, q: SearchQuery): Promise<SearchPage> {
  const empty = emptySearchPage(q.q, q.page, q.limit);
  if (!isSearchable(q.q)) return empty;
  const filter: repo.SearchFilter = {
    words: searchWords(q.q),
    language: q.language,
    kind: q.type,
    topicSlug: q.topic,
  };
  const offset = (q.page - 1) * q.limit;
  // one more row than the page tells whether a next page exists
  let found = await repo.findMatches(db, filter, 'exact', q.limit + 1, offset);
  let fuzzy = false;
  if (found.total < SEARCH_FUZZY_BELOW) {
    const similar = await repo.findMatches(db, filter, 'fuzzy', q.limit + 1, offset);
    if (similar.total > found.total) {
      fuzzy = true;
      found = similar;
    }
  }
  const docs = await toHits(db, found.rows.slice(0, q.limit), filter.words);
  return {
    ...empty,
    docs,
    total: found.total,
    totalCapped: found.capped,
    fuzzy,
    hasNextPage: found.rows.length > q.limit,
  };
}

/** Joins each match to what it links to; a row whose content is no longer live is left out. */
async function toHits(db: Db, rows: repo.MatchRow[], words: string[]): Promise<SearchHit[]> {
  const idsOf = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.refId);
  const [articles, episodes, videos] = await Promise.all([
    links.findArticles(db, idsOf('article')),
    links.findEpisodes(db, idsOf('podcastEpisode')),
    links.findVideos(db, idsOf('video')),
  ]);
  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const articleById = byId(articles);
  const episodeById = byId(episodes);
  const videoById = byId(videos);

  const hits: SearchHit[] = [];
  for (const row of rows) {
    const language = row.language as Locale;
    const base = {
      _id: row.refId,
      language,
      title: row.title,
      titleHighlights: findHighlights(row.title, words),
      ...snippetOf(row, words),
      publishedAt: row.publishedAt.toISOString(),
    };
    if (row.kind === 'article') {
      const a = articleById.get(row.refId);
      if (!a) continue;
      const vi = language === 'vi';
      hits.push({
        ...base,
        kind: 'article',
        slug: a.slug,
        path: articleHref(language, a.slug, a.openPublishing),
        image: a.images,
        topic: a.topicId
          ? {
              _id: a.topicId,
              slug: (vi ? a.topicSlugVi : a.topicSlugEn)!,
              name: (vi ? a.topicNameVi : a.topicNameEn)!,
            }
          : null,
        show: null,
      });
    } else if (row.kind === 'podcastEpisode') {
      const e = episodeById.get(row.refId);
      if (!e) continue;
      hits.push({
        ...base,
        kind: 'podcastEpisode',
        slug: e.slug,
        path: episodePath(language, e.showSlug, e.slug),
        image: e.cover,
        topic: null,
        show: { slug: e.showSlug, title: e.showTitle },
      });
    } else {
      const v = videoById.get(row.refId);
      if (!v) continue;
      hits.push({
        ...base,
        kind: 'video',
        slug: v.slug,
        path: videoPath(language, v.slug),
        image: v.thumbnail,
        topic: null,
        show: null,
      });
    }
  }
  return hits;
}

/** The excerpt when the words are in it, else the body around them, else the excerpt's start. */
function snippetOf(row: repo.MatchRow, words: string[]) {
  return makeSnippetFrom([row.excerpt, row.bodyText], words);
}
