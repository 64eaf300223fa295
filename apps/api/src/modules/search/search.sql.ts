import type { Locale, SearchKind } from '@magazine/contracts';
import { type SQL, sql } from 'drizzle-orm';

// The parts of the search statement (findMatches in search.repository.ts): its bounds, the words
// as a tsquery, the page's order and the walk over the newest documents.

/**
 * Matches of a broad query ranked by weight (the rest follow by date): bounds the work per page.
 * Ranking reads each one's vector; 50 is five pages of ranked results. The window is chosen as the
 * reader's diacritics, then whole words, then newest (decision 0034): taken as the newest matches
 * alone, a word typed without marks ("pho") begins so many others ("phong", "phòng") that the
 * newest 50 could leave out every "phở" (decision 0033 kept 100 for that). Halving the window from
 * 100 nearly doubled the searches PostgreSQL answers a second at 100 000 articles.
 */
export const SEARCH_RANK_WINDOW = 50;

/** How many of the walk's matches are looked through for the newest whole words (findMatches). */
export const SEARCH_WHOLE_WALK = 4 * SEARCH_RANK_WINDOW;

export interface SearchFilter {
  /** the query's words (contracts' searchWords): letters and digits only, at least one */
  words: string[];
  language: Locale;
  kind?: SearchKind;
  topicSlug?: string;
}

/**
 * `exact`: documents whose text has every word (ignoring tone marks). `fuzzy`: those, then
 * documents whose title is close to the query (pg_trgm word similarity: typos).
 */
export type MatchMode = 'exact' | 'fuzzy';

/**
 * The words as a tsquery, every one required. Each word goes through plainto_tsquery, which takes
 * any text without failing; with `prefix`, the last word may also begin a longer one (the text form
 * of a tsquery is valid tsquery syntax, so `:*` can be added to it). `unaccented` folds the words
 * the way plain_vector was folded; without it they keep the reader's diacritics, as exact_vector
 * does. Every function here is immutable, so the planner sees the finished query and its statistics.
 */
export function wordsQuery(
  words: string[],
  { unaccented, prefix }: { unaccented: boolean; prefix: boolean },
): SQL {
  const parts = words.map((word, i) => {
    const query = sql`plainto_tsquery('simple', ${unaccented ? sql`f_unaccent(${word})` : word})`;
    if (!prefix || i < words.length - 1) return query;
    return sql`(nullif(${query}::text, '') || ':*')::tsquery`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/**
 * A broad query's newest matches are first looked for among this many newest documents of the
 * language, walking the date index: "phở" finds its 100 there after ~150 documents instead of
 * visiting all of its 33 000 matches to sort them by date.
 */
export const SEARCH_RECENT_SPAN = 2000;

/** The order of a page (findMatches, points 1 to 4), its columns named through `alias`. */
export const pageOrder = (alias: string) =>
  sql.raw(
    ['has_words', 'exact', 'in_window', 'rank', 'similarity', 'published_at', 'ref_id']
      .map((column) => `${alias}${column} desc`)
      .join(', '),
  );

/**
 * The newest matches in date order, found by walking the language's date index from the newest
 * document and testing each one's vector, as far back as the SEARCH_RECENT_SPAN-th newest
 * document, each marked `whole` when it has the words as whole words. Everything in the span is
 * newer than anything past it, so the first n found there are the newest n. The span is a
 * subquery with its own LIMIT, which the planner can only read in date order from the index; the
 * walk has none, and is read (as a CTE) only as far as its readers need: "phở" stops after ~80
 * documents.
 */
export function walkNewest(f: SearchFilter, fullText: SQL, plainWhole: SQL, narrowing: SQL[]): SQL {
  return sql`select d.kind, d.ref_id, d.published_at, d.plain_vector @@ ${plainWhole} as whole from (
      select s.kind, s.ref_id, s.published_at, s.topic_id, s.plain_vector from search_documents s
      where s.language = ${f.language} and s.published_at <= now()
      order by s.published_at desc nulls last, s.ref_id desc
      limit ${SEARCH_RECENT_SPAN}) d
    where ${sql.join([fullText, ...narrowing], sql` and `)}
    order by d.published_at desc nulls last, d.ref_id desc`;
}
