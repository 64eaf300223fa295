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
import type { SearchRunner } from '@magazine/db';
import * as repo from './search.repository';
import type { SearchFilter } from './search.sql';

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
export async function search(runSearch: SearchRunner, q: SearchQuery): Promise<SearchPage> {
  const empty = emptySearchPage(q.q, q.page, q.limit);
  if (!isSearchable(q.q)) return empty;
  const filter: SearchFilter = {
    words: searchWords(q.q),
    language: q.language,
    kind: q.type,
    topicSlug: q.topic,
  };
  const offset = (q.page - 1) * q.limit;
  // one more row than the page tells whether a next page exists
  let found = await repo.findMatches(runSearch, filter, 'exact', q.limit + 1, offset);
  let fuzzy = false;
  if (found.total < SEARCH_FUZZY_BELOW) {
    const similar = await repo.findMatches(runSearch, filter, 'fuzzy', q.limit + 1, offset);
    if (similar.total > found.total) {
      fuzzy = true;
      found = similar;
    }
  }
  const docs = toHits(found.rows.slice(0, q.limit), filter.words);
  return {
    ...empty,
    docs,
    total: found.total,
    totalCapped: found.capped,
    fuzzy,
    hasNextPage: found.rows.length > q.limit,
  };
}

/** Each match as a hit; a row whose content is no longer live is left out. */
function toHits(rows: repo.MatchRow[], words: string[]): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const row of rows) {
    const link = row.link;
    if (!link) continue;
    const language = row.language;
    const base = {
      _id: row.refId,
      language,
      title: row.title,
      titleHighlights: findHighlights(row.title, words),
      ...snippetOf(row, words),
      publishedAt: row.publishedAt.toISOString(),
      slug: link.slug,
      image: link.image,
      adultOnly: false,
    };
    if (link.kind === 'article') {
      const vi = language === 'vi';
      const topic = link.topic;
      hits.push({
        ...base,
        kind: 'article',
        path: articleHref(language, link.slug, link.openPublishing),
        adultOnly: link.adultOnly,
        topic: topic
          ? { _id: topic.id, slug: vi ? topic.slugVi : topic.slugEn, name: vi ? topic.nameVi : topic.nameEn }
          : null,
        show: null,
      });
    } else if (link.kind === 'podcastEpisode') {
      hits.push({
        ...base,
        kind: 'podcastEpisode',
        path: episodePath(language, link.showSlug, link.slug),
        topic: null,
        show: { slug: link.showSlug, title: link.showTitle },
      });
    } else {
      hits.push({ ...base, kind: 'video', path: videoPath(language, link.slug), topic: null, show: null });
    }
  }
  return hits;
}

/** The excerpt when the words are in it, else the body around them, else the excerpt's start. */
function snippetOf(row: repo.MatchRow, words: string[]) {
  return makeSnippetFrom([row.excerpt, row.bodyText], words);
}
