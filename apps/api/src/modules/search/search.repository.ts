import type { Locale, SearchKind } from '@magazine/contracts';
import { articles, type Db, podcastEpisodes, podcastShows, topics, videos } from '@magazine/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isLive } from '../articles/articles.repository';

/** Matches of a broad query ranked by weight (the rest follow by date): bounds the work per page. */
export const SEARCH_RANK_WINDOW = 200;

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
function wordsQuery(words: string[], { unaccented, prefix }: { unaccented: boolean; prefix: boolean }): SQL {
  const parts = words.map((word, i) => {
    const query = sql`plainto_tsquery('simple', ${unaccented ? sql`f_unaccent(${word})` : word})`;
    if (!prefix || i < words.length - 1) return query;
    return sql`(nullif(${query}::text, '') || ':*')::tsquery`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

export interface MatchRow {
  kind: SearchKind;
  refId: string;
  language: Locale;
  publishedAt: Date;
  title: string;
  excerpt: string;
  bodyText: string;
  total: number;
}

/**
 * One page of matches, best first, and the number of matches. The order:
 * 1. (fuzzy only) documents that have the words before those whose title merely looks alike;
 * 2. every word present with the reader's own diacritics (title, excerpt, tags): "phở" puts
 *    "Phở Hà Nội" above "Phố cổ";
 * 3. among the SEARCH_RANK_WINDOW first matches in that order and then newest first: those
 *    diacritics in the title itself, whole words before a word's beginning, then ts_rank_cd on
 *    plain_vector (weights title > excerpt > body > tags and authors); the rest of a broad query
 *    follows by date, so a page never unpacks more than that many vectors;
 * 4. title similarity (fuzzy), newest, id.
 */
export async function findMatches(
  db: Db,
  f: SearchFilter,
  mode: MatchMode,
  limit: number,
  offset: number,
): Promise<MatchRow[]> {
  const plain = wordsQuery(f.words, { unaccented: true, prefix: true });
  const plainWhole = wordsQuery(f.words, { unaccented: true, prefix: false });
  const exactWhole = wordsQuery(f.words, { unaccented: false, prefix: false });
  const folded = sql`lower(f_unaccent(${f.words.join(' ')}))`;
  const fullText = sql`d.plain_vector @@ ${plain}`;
  const fuzzy = mode === 'fuzzy';
  const topicSlug = sql.raw(f.language === 'vi' ? 'slug_vi' : 'slug_en');
  // `(…) is true` keeps a condition out of any index: the GIN indexes find the matches and these
  // only filter them. Otherwise the planner, which does not count the reading of TOASTed vectors,
  // may walk the language/date index instead and unpack every document's vector to test it.
  const filters = [
    sql`(d.language = ${f.language}) is true`,
    sql`(d.published_at <= now()) is true`,
    f.kind ? sql`d.kind = ${f.kind}` : undefined,
    f.topicSlug
      ? sql`d.topic_id = (select t.id from topics t where t.${topicSlug} = ${f.topicSlug})`
      : undefined,
  ].filter((s): s is SQL => s !== undefined);
  // One number per document of the window: 2 when the title has the words with the reader's
  // diacritics, 1 more when they are whole words, plus ts_rank_cd (normalization 1|32: divided by
  // the log of the length, then scaled below 1).
  const rank = sql`(select case when to_tsvector('simple', v.title) @@ ${exactWhole} then 2 else 0 end
      + case when v.plain_vector @@ ${plainWhole} then 1 + ts_rank_cd(v.plain_vector, ${plainWhole}, 33)
        else ts_rank_cd(v.plain_vector, ${plain}, 33) end
    from search_documents v where v.kind = r.kind and v.ref_id = r.ref_id)`;
  const order = sql.raw(`has_words desc, exact desc, in_window desc, rank desc, similarity desc,
    published_at desc, ref_id desc`);

  // Every word with the reader's diacritics, answered by the exact_vector index: the vector itself
  // lives out of line and is never read for a match that is not shown.
  const exact = sql`(d.kind, d.ref_id) in (select e.kind, e.ref_id from search_documents e
    where e.exact_vector @@ ${exactWhole})`;
  // Without fuzzy, every row past the window follows in the window's own order, so the page is
  // among the first max(window, offset + limit) of it: the sort keeps only those (top-N), while the
  // count still sees every match. With fuzzy, rows past the window follow by similarity instead.
  const keep = fuzzy ? sql`` : sql`limit ${Math.max(SEARCH_RANK_WINDOW, offset + limit)}`;

  const query = sql`
    with hits as (
      select d.kind, d.ref_id, d.published_at,
        ${fuzzy ? fullText : sql`true`} as has_words,
        ${exact} as exact,
        ${fuzzy ? sql`word_similarity(${folded}, d.title_plain)` : sql`0`}::real as similarity,
        count(*) over () as total
      from search_documents d
      where ${fuzzy ? sql`(${fullText} or ${folded} <% d.title_plain)` : fullText}
        and ${sql.join(filters, sql` and `)}
      order by has_words desc, exact desc, published_at desc, ref_id desc
      ${keep}
    ), ranked as (
      select h.*,
        row_number() over (order by h.has_words desc, h.exact desc, h.published_at desc, h.ref_id desc) as recent
      from hits h
    ), page as (
      select r.*, r.recent <= ${SEARCH_RANK_WINDOW} as in_window,
        case when r.recent <= ${SEARCH_RANK_WINDOW} then ${rank} else 0 end as rank
      from ranked r
      order by ${order}
      limit ${limit} offset ${offset}
    )
    select p.kind, p.ref_id, p.total::int as total, x.language, x.title, x.excerpt, x.body_text,
      (extract(epoch from x.published_at) * 1000)::float8 as published_ms
    from page p join search_documents x on x.kind = p.kind and x.ref_id = p.ref_id
    order by ${sql.raw(`p.has_words desc, p.exact desc, p.in_window desc, p.rank desc, p.similarity desc,
      p.published_at desc, p.ref_id desc`)}`;

  return db.transaction(async (tx) => {
    // For the same reason, a common word would make it scan the whole table and unpack every
    // vector rather than read the GIN index. Only this transaction is affected.
    // JIT compiling pays off for long reports, not for a query of a few milliseconds that the
    // planner's estimate of a broad match would otherwise send through it (15 ms for "phở").
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
    const result = (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((r) => ({
      kind: r.kind as SearchKind,
      refId: String(r.ref_id),
      language: r.language as Locale,
      publishedAt: new Date(Number(r.published_ms)),
      title: String(r.title),
      excerpt: String(r.excerpt),
      bodyText: String(r.body_text),
      total: Number(r.total),
    }));
  });
}

/** How many documents match, for a page past the end (which has no row to carry the count). */
export async function countMatches(db: Db, f: SearchFilter, mode: MatchMode): Promise<number> {
  const rows = await findMatches(db, f, mode, 1, 0);
  return rows[0]?.total ?? 0;
}

// ---- what a result links to: read back from the content tables, still live ----------------

export function findArticles(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      images: articles.images,
      topicId: topics.id,
      topicSlugVi: topics.slugVi,
      topicSlugEn: topics.slugEn,
      topicNameVi: topics.nameVi,
      topicNameEn: topics.nameEn,
    })
    .from(articles)
    .leftJoin(topics, eq(topics.id, articles.topicId))
    .where(and(inArray(articles.id, ids), isLive(), eq(articles.isRedirect, false)));
}

export function findEpisodes(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: podcastEpisodes.id,
      slug: podcastEpisodes.slug,
      cover: podcastEpisodes.cover,
      showSlug: podcastShows.slug,
      showTitle: podcastShows.title,
    })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(and(inArray(podcastEpisodes.id, ids), eq(podcastEpisodes.status, 'published')));
}

export function findVideos(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: videos.id, slug: videos.slug, thumbnail: videos.thumbnail })
    .from(videos)
    .where(and(inArray(videos.id, ids), eq(videos.status, 'published')));
}
