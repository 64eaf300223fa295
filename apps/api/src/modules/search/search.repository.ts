import { type ImageSet, type Locale, SEARCH_COUNT_CAP, type SearchKind } from '@magazine/contracts';
import type { SearchRunner } from '@magazine/db';
import { type SQL, sql } from 'drizzle-orm';
import { isListed } from '../articles/articles.repository';
import {
  type MatchMode,
  pageOrder,
  SEARCH_RANK_WINDOW,
  SEARCH_RECENT_SPAN,
  SEARCH_WHOLE_WALK,
  type SearchFilter,
  walkNewest,
  wordsQuery,
} from './search.sql';

/**
 * What a match links to, read from the content tables in the same statement: null when that
 * content is no longer live (unpublished since its search document was written).
 */
export type MatchLink =
  | {
      kind: 'article';
      slug: string;
      openPublishing: boolean;
      adultOnly: boolean;
      image: ImageSet;
      topic: { id: string; slugVi: string; slugEn: string; nameVi: string; nameEn: string } | null;
    }
  | { kind: 'podcastEpisode'; slug: string; image: ImageSet; showSlug: string; showTitle: string }
  | { kind: 'video'; slug: string; image: ImageSet };

export interface MatchRow {
  kind: SearchKind;
  refId: string;
  language: Locale;
  publishedAt: Date;
  title: string;
  excerpt: string;
  bodyText: string;
  link: MatchLink | null;
}

export interface MatchPage {
  rows: MatchRow[];
  /** how many documents match, counted up to max(SEARCH_COUNT_CAP, offset + limit) */
  total: number;
  /** more documents match than `total` */
  capped: boolean;
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
 *
 * The work is bounded by the page, not by how common the words are: the count stops at
 * SEARCH_COUNT_CAP, and (without fuzzy) only the first max(window, offset + limit) matches in the
 * order of 2 and 3 are read: the newest that many with the reader's diacritics and the newest
 * that many of all, which together hold them.
 */
export async function findMatches(
  runSearch: SearchRunner,
  f: SearchFilter,
  mode: MatchMode,
  limit: number,
  offset: number,
): Promise<MatchPage> {
  const plain = wordsQuery(f.words, { unaccented: true, prefix: true });
  const plainWhole = wordsQuery(f.words, { unaccented: true, prefix: false });
  const exactWhole = wordsQuery(f.words, { unaccented: false, prefix: false });
  const folded = sql`lower(f_unaccent(${f.words.join(' ')}))`;
  const fullText = sql`d.plain_vector @@ ${plain}`;
  const fuzzy = mode === 'fuzzy';
  const matches = fuzzy ? sql`(${fullText} or ${folded} <% d.title_plain)` : fullText;
  const topicSlug = sql.raw(f.language === 'vi' ? 'slug_vi' : 'slug_en');
  const narrowing = [
    f.kind ? sql`d.kind = ${f.kind}` : undefined,
    f.topicSlug
      ? sql`d.topic_id = (select t.id from topics t where t.${topicSlug} = ${f.topicSlug})`
      : undefined,
  ].filter((s): s is SQL => s !== undefined);
  // `(…) is true` keeps a condition out of any index: the GIN indexes find the matches and these
  // only filter them. Otherwise the planner, which does not count the reading of TOASTed vectors,
  // may walk the language/date index instead and unpack every document's vector to test it.
  const filters = sql.join(
    [sql`(d.language = ${f.language}) is true`, sql`(d.published_at <= now()) is true`, ...narrowing],
    sql` and `,
  );
  // One number per document of the window: 2 when the title has the words with the reader's
  // diacritics, 1 more when they are whole words (`whole`, right for every document of the window,
  // see the lists below; a match with the reader's diacritics counts as whole, decision 0034),
  // plus ts_rank_cd (normalization 1|32: divided by the log of the length, then scaled below 1).
  const rank = sql`(select case when v.title_vector @@ ${exactWhole} then 2 else 0 end
      + case when r.whole then 1 + ts_rank_cd(v.plain_vector, ${plainWhole}, 33)
        else ts_rank_cd(v.plain_vector, ${plain}, 33) end
    from search_documents v where v.kind = r.kind and v.ref_id = r.ref_id)`;
  const keep = Math.max(SEARCH_RANK_WINDOW, offset + limit);
  const countUpTo = Math.max(SEARCH_COUNT_CAP, offset + limit);

  const countOf = (condition: SQL) =>
    sql`(select count(*)::int from (select 1 from search_documents d
      where ${condition} and ${filters} limit ${countUpTo + 1}) c)`;
  // `n`: the matches, counted up to the cap; `whole_capped`: the words as whole words alone are
  // past it. A common word is past the cap as a whole word already, and whole-word matches are
  // among the matches: then the last word need not be expanded as a prefix in the index, which
  // reads every word it begins ("pho:*": 44 000 entries against 22 000, 4.6 ms against 2.1). The
  // second count is a branch of the CASE, evaluated only when the first is under the cap.
  const countedByIndex = fuzzy
    ? sql`select ${countOf(matches)} as n, false as whole_capped`
    : sql`select case when w.n > ${countUpTo} then w.n else ${countOf(matches)} end as n,
          w.n > ${countUpTo} as whole_capped
        from (select ${countOf(sql`d.plain_vector @@ ${plainWhole}`)} as n offset 0) w`;
  // One word that the last refresh found in more than countUpTo of the language's documents is
  // past the cap without counting (search_common_words, decision 0034): counting builds a bitmap
  // of its whole posting list. A kind or a topic narrows the matches, so those are counted. The
  // word's lexeme is an InitPlan, worked out once, so that the table's key finds the row.
  const [only] = f.words;
  const counted =
    !fuzzy && f.words.length === 1 && only !== undefined && narrowing.length === 0
      ? sql`select ${countUpTo + 1} as n, true as whole_capped from search_common_words cw
          where cw.language = ${f.language} and cw.documents > ${countUpTo}
            and cw.word = (select case when length(v) = 1 then (tsvector_to_array(v))[1] end
              from to_tsvector('simple', f_unaccent(${only})) v)
        union all (${countedByIndex}) limit 1`
      : countedByIndex;

  // The documents the page is among. With fuzzy (few full-text matches by definition) every
  // match. Otherwise three lists, whose union holds the first `keep` matches in the order of
  // points 2 and 3 and the SEARCH_RANK_WINDOW first in the window's order (the reader's
  // diacritics, then whole words, then newest):
  // - exact: the newest `keep` with the reader's diacritics (usually few: the exact_vector
  //   index); the same words with their diacritics, whole, in the title, excerpt or tags are those
  //   words folded in plain_vector, so these are matches and whole. When there are `keep` of them
  //   the page is among them alone ("phở" typed with its marks), and the other two are not read;
  // - recent: the newest `keep` of all;
  // - whole: the newest SEARCH_RANK_WINDOW with whole words. Marked whole, as exact ones are; one
  //   of `recent` is marked so only when known. A whole one left unmarked is older than all of
  //   `whole`, so when `whole` is full the window is made of exact and whole ones before it, and
  //   when it is not, `whole` holds every whole match: the window's marks are right either way.
  // A match of `recent` that is also exact but not in the first list lies past the first `keep`
  // exact ones, where no page reaches: marking it exact or not changes nothing shown.
  let hits: SQL;
  let lists: SQL | undefined;
  if (fuzzy) {
    // every word with the reader's diacritics, answered by the exact_vector index: the vector
    // itself lives out of line and is never read for a match that is not shown
    const exact = sql`(d.kind, d.ref_id) in (select e.kind, e.ref_id from search_documents e
      where e.exact_vector @@ ${exactWhole})`;
    hits = sql`select d.kind, d.ref_id, d.published_at, ${fullText} as has_words, ${exact} as exact,
        case when ${fullText} then d.plain_vector @@ ${plainWhole} else false end as whole,
        word_similarity(${folded}, d.title_plain)::real as similarity
      from search_documents d where ${matches} and ${filters}`;
  } else {
    const newestOfIndex = (condition: SQL, n: number) => sql`select d.kind, d.ref_id, d.published_at
      from search_documents d where ${condition} and ${filters}
      order by d.published_at desc, d.ref_id desc limit ${n}`;
    // For a broad query (capped) `recent` comes from walking the newest documents (walkNewest),
    // `whole` too when the whole words alone are past the cap; when fewer than asked for match
    // there, from the index after all. The walk is a CTE, read only as far as its readers go;
    // `taken` says once which way each list goes, and its conditions are one-time filters: a
    // branch not taken is not run. (A page deeper than the span cannot be found in it: page 200
    // goes straight to the index.)
    const found = (condition: SQL, n: number) =>
      sql`(select count(*) from (select 1 from walk w where ${condition} limit ${n}) x) >= ${n}`;
    const walkedRecent = keep <= SEARCH_RECENT_SPAN ? found(sql`true`, keep) : sql`false`;
    // whole words only among the first SEARCH_WHOLE_WALK matches of the walk: rarer there, the
    // walk would read its whole span (a few ms per hundred documents) for what the index gives
    const wholeFound = sql`(select count(*) from (select 1 from (select w.whole from walk w
      limit ${SEARCH_WHOLE_WALK}) x where x.whole limit ${SEARCH_RANK_WINDOW}) y) >= ${SEARCH_RANK_WINDOW}`;
    lists = sql`exact as materialized (${newestOfIndex(sql`d.exact_vector @@ ${exactWhole}`, keep)}),
      walk as materialized (select * from (${walkNewest(f, fullText, plainWhole, narrowing)}) w
        where (select c.n from counted c) > ${countUpTo}),
      taken as materialized (select e.full as exact_full,
          case when e.full then false else ${walkedRecent} end as recent_walked,
          case when e.full or not (select c.whole_capped from counted c) then false
            else ${wholeFound} end as whole_walked
        from (select count(*) >= ${keep} as full from exact) e),`;
    const when = (flag: string) => sql.raw(`(select t.${flag} from taken t)`);
    hits = sql`select u.kind, u.ref_id, u.published_at, true as has_words, bool_or(u.exact) as exact,
        bool_or(u.whole) as whole, 0::real as similarity
      from (
        (select e.*, true as exact, true as whole from exact e)
        union all
        (select w.kind, w.ref_id, w.published_at, false as exact, w.whole from walk w
          where ${when('recent_walked')} limit ${keep})
        union all
        (select i.*, false as exact, false as whole from (${newestOfIndex(fullText, keep)}) i
          where not ${when('exact_full')} and not ${when('recent_walked')})
        union all
        (select w.kind, w.ref_id, w.published_at, false as exact, true as whole from walk w
          where w.whole and ${when('whole_walked')} limit ${SEARCH_RANK_WINDOW})
        union all
        (select i.*, false as exact, true as whole
          from (${newestOfIndex(sql`d.plain_vector @@ ${plainWhole}`, SEARCH_RANK_WINDOW)}) i
          where not ${when('exact_full')} and not ${when('whole_walked')})
      ) u group by u.kind, u.ref_id, u.published_at`;
  }

  // One statement, one round trip: the count, the walk, the page and what the page links to, in
  // one snapshot.
  const statement = sql`
    with counted as materialized (${counted}),
    ${lists ?? sql``}
    hits as (${hits}), ranked as (
      select h.*,
        row_number() over (order by h.has_words desc, h.exact desc, h.whole desc, h.published_at desc, h.ref_id desc)
          as recent
      from hits h
    ), page as (
      select r.*, r.recent <= ${SEARCH_RANK_WINDOW} as in_window,
        case when r.recent <= ${SEARCH_RANK_WINDOW} then ${rank} else 0 end as rank
      from ranked r
      order by ${pageOrder('')}
      limit ${limit} offset ${offset}
    )
    select c.n as total, p.kind, p.ref_id, x.language, x.title, x.excerpt, x.body_text,
      (extract(epoch from x.published_at) * 1000)::float8 as published_ms,
      articles.slug as article_slug, articles.open_publishing, articles.adult_only,
      articles.images as article_images,
      t.id as topic_id, t.slug_vi as topic_slug_vi, t.slug_en as topic_slug_en,
      t.name_vi as topic_name_vi, t.name_en as topic_name_en,
      e.slug as episode_slug, e.cover as episode_cover, s.slug as show_slug, s.title as show_title,
      v.slug as video_slug, v.thumbnail as video_thumbnail
    from counted c
    left join (page p join search_documents x on x.kind = p.kind and x.ref_id = p.ref_id) on c.n > 0
    left join articles on p.kind = 'article' and articles.id = p.ref_id and ${isListed()}
    left join topics t on t.id = articles.topic_id
    left join (podcast_episodes e join podcast_shows s on s.id = e.show_id)
      on p.kind = 'podcastEpisode' and e.id = p.ref_id and e.status = 'published'
    left join videos v on p.kind = 'video' and v.id = p.ref_id and v.status = 'published'
    order by ${pageOrder('p.')}`;

  const rows = await runSearch(statement);
  const n = Number(rows[0]?.total ?? 0);
  return {
    total: Math.min(n, countUpTo),
    capped: n > countUpTo,
    rows: rows
      .filter((r) => r.kind != null)
      .map((r) => ({
        kind: r.kind as SearchKind,
        refId: String(r.ref_id),
        language: r.language as Locale,
        publishedAt: new Date(Number(r.published_ms)),
        title: String(r.title),
        excerpt: String(r.excerpt),
        bodyText: String(r.body_text),
        link: linkOf(r),
      })),
  };
}

/** The columns of the content a row links to, as a MatchLink (null when none was live). */
function linkOf(r: Record<string, unknown>): MatchLink | null {
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  if (r.kind === 'article' && r.article_slug != null) {
    return {
      kind: 'article',
      slug: String(r.article_slug),
      openPublishing: Boolean(r.open_publishing),
      adultOnly: Boolean(r.adult_only),
      image: json<ImageSet>(r.article_images),
      topic:
        r.topic_id == null
          ? null
          : {
              id: String(r.topic_id),
              slugVi: String(r.topic_slug_vi),
              slugEn: String(r.topic_slug_en),
              nameVi: String(r.topic_name_vi),
              nameEn: String(r.topic_name_en),
            },
    };
  }
  if (r.kind === 'podcastEpisode' && r.episode_slug != null) {
    return {
      kind: 'podcastEpisode',
      slug: String(r.episode_slug),
      image: json<ImageSet>(r.episode_cover),
      showSlug: String(r.show_slug),
      showTitle: String(r.show_title),
    };
  }
  if (r.kind === 'video' && r.video_slug != null) {
    return { kind: 'video', slug: String(r.video_slug), image: json<ImageSet>(r.video_thumbnail) };
  }
  return null;
}
