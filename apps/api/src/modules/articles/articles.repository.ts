import type { AuthorRef, Locale, TagRef, Vertical } from '@magazine/contracts';
import { articles, type Db, hasLiveStatus, publishedCommentCount, series, topics } from '@magazine/db';
import { and, eq, inArray, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { literalLimit, prepared } from '../../lib/prepared';

/** Live = published or scheduled, and its time has come. `table` may be an alias of articles. */
export function isLive(table: { status: AnyPgColumn; publishedAt: AnyPgColumn } = articles): SQL {
  return and(hasLiveStatus(table.status), lte(table.publishedAt, sql`now()`))!;
}

/**
 * Live and shown in lists: a redirect article (its content moved to another address) is live, so
 * its own address answers with the redirect, but a card, a count or a translation link of it
 * would lead the reader to a different story than the one the card names.
 */
export function isListed(
  table: { status: AnyPgColumn; publishedAt: AnyPgColumn; isRedirect: AnyPgColumn } = articles,
): SQL {
  // written `not is_redirect`, not `= $n`: no parameter for a prepared statement's generic plan to guess
  return and(isLive(table), sql`not ${table.isRedirect}`)!;
}

/** the other-language row in the translation subquery */
const translationOf = alias(articles, 'tr');

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  language: articles.language,
  title: articles.title,
  excerpt: articles.excerpt,
  images: articles.images,
  vertical: articles.vertical,
  publishedAt: articles.publishedAt,
  viewCount: articles.viewCount,
  readingTimeMinutes: articles.readingTimeMinutes,
  isPinned: articles.isPinned,
  isEditorPick: articles.isEditorPick,
  openPublishing: articles.openPublishing,
  adultOnly: articles.adultOnly,
  topicId: topics.id,
  topicSlugVi: topics.slugVi,
  topicSlugEn: topics.slugEn,
  topicNameVi: topics.nameVi,
  topicNameEn: topics.nameEn,
  seriesId: series.id,
  seriesSlugVi: series.slugVi,
  seriesSlugEn: series.slugEn,
  seriesTitleVi: series.titleVi,
  seriesTitleEn: series.titleEn,
  // one round trip per list: authors come along as JSON, in byline order
  authors: sql<AuthorRef[]>`coalesce((
    select json_agg(json_build_object('_id', au.id, 'slug', au.slug, 'name', au.name, 'avatar', au.avatar)
                    order by aa.position)
    from article_authors aa join authors au on au.id = aa.author_id
    where aa.article_id = ${articles.id}), '[]'::json)`,
  commentCount: publishedCommentCount(articles.id),
  /** where a newest-first page ending on this card stops (see ArticleCursor) */
  cursor: sql<string>`to_char(${articles.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${articles.id}`,
};

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/**
 * Cards in `order`. A later page first finds its ids (the index walks past the skipped rows
 * cheaply) and only then builds those cards: the JSON and count subqueries of the card run for the
 * rows shown, not for every row OFFSET skips (page 200 of a topic was 4× slower than page 1).
 * The ids are read from articles alone, so `where` names no other table (a topic or a series by
 * a subquery): a join, even one the planner removes, keeps the skip from being an index-only scan.
 */
export function selectCards(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const cards = db
    .select(cardColumns)
    .from(articles)
    .leftJoin(topics, eq(topics.id, articles.topicId))
    .leftJoin(series, eq(series.id, articles.seriesId));
  if (offset === 0)
    return cards
      .where(where)
      .orderBy(...order)
      .limit(limit);
  const pageIds = db
    .select({ id: articles.id })
    .from(articles)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return cards
    .where(inArray(articles.id, pageIds))
    .orderBy(...order)
    .limit(limit);
}

/** `desc nulls last` as in the indexes, so they give the order and the LIMIT stops early. */
export function descNullsLast(column: AnyPgColumn): SQL {
  return sql`${column} desc nulls last`;
}

export const newestFirst = [descNullsLast(articles.publishedAt), descNullsLast(articles.id)];

export interface LatestFilter {
  language: Locale;
  limit: number;
  offset: number;
  topicSlug?: string;
  vertical?: Vertical;
  tagSlug?: string;
  authorSlug?: string;
  seriesSlug?: string;
  ignoreIds: string[];
  excludePinned: boolean;
  /** only cards after this one in newestFirst order (a keyset cursor: the index seeks to it) */
  after?: { publishedAt: string; id: string };
}

/**
 * The id of the topic or series whose slug (in one language; unique) is `slug`, as a subquery: a
 * list names it this way, not through a joined column, so that selectCards reads its page's ids
 * from articles alone.
 */
const idBySlug = (table: typeof topics | typeof series, slugColumn: AnyPgColumn, slug: string) =>
  sql`(select ${table.id} from ${table} where ${slugColumn} = ${slug})`;

/** What narrows a list (SPEC §7 latest-article's filters): its pinned articles obey it too. */
export type ListFilter = Pick<
  LatestFilter,
  'language' | 'topicSlug' | 'vertical' | 'tagSlug' | 'authorSlug' | 'seriesSlug' | 'ignoreIds'
>;

function listConditions(f: ListFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [eq(articles.language, f.language), isListed()];
  const vi = f.language === 'vi';
  if (f.topicSlug)
    conditions.push(eq(articles.topicId, idBySlug(topics, vi ? topics.slugVi : topics.slugEn, f.topicSlug)));
  if (f.vertical) conditions.push(eq(articles.vertical, f.vertical));
  if (f.tagSlug) {
    conditions.push(sql`${articles.id} in (
      select atg.article_id from article_tags atg join tags tg on tg.id = atg.tag_id
      where tg.language = ${f.language} and tg.slug = ${f.tagSlug})`);
  }
  if (f.authorSlug) {
    conditions.push(sql`${articles.id} in (
      select aa.article_id from article_authors aa join authors au on au.id = aa.author_id
      where au.slug = ${f.authorSlug})`);
  }
  if (f.seriesSlug)
    conditions.push(
      eq(articles.seriesId, idBySlug(series, vi ? series.slugVi : series.slugEn, f.seriesSlug)),
    );
  if (f.ignoreIds.length > 0) conditions.push(notInArray(articles.id, f.ignoreIds));
  return conditions;
}

export function findLatestCards(db: Db, f: LatestFilter) {
  const conditions = listConditions(f);
  if (f.excludePinned) conditions.push(eq(articles.isPinned, false));
  if (f.after) {
    // live cards all have a publication time, so `desc nulls last` is plain descending here
    conditions.push(
      sql`(${articles.publishedAt}, ${articles.id}) < (${f.after.publishedAt}::timestamptz, ${f.after.id}::uuid)`,
    );
  }
  return selectCards(db, and(...conditions), newestFirst, f.limit, f.offset);
}

/** The pinned articles of the same list (filters and ignored ids), newest first. */
export function findPinnedCards(db: Db, f: ListFilter, limit: number) {
  return selectCards(db, and(...listConditions(f), eq(articles.isPinned, true)), newestFirst, limit);
}

export function findFlaggedCards(
  db: Db,
  flag: 'isFeatured' | 'isEditorPick',
  language: Locale,
  limit: number,
) {
  return selectCards(
    db,
    and(eq(articles.language, language), eq(articles[flag], true), isListed()),
    newestFirst,
    limit,
  );
}

/** The newest live cards of the article's topic (or of its language), itself left out. */
export function findRelatedCards(
  db: Db,
  article: { id: string; language: Locale; topicId: string | null },
  limit: number,
) {
  const ofTopic = article.topicId !== null;
  // named per limit, which is part of the text
  const name = `related_cards${ofTopic ? '_of_topic' : ''}_${limit}`;
  const query = prepared(db, name, (db) =>
    selectCards(
      db,
      and(
        eq(articles.language, sql.placeholder('language')),
        ne(articles.id, sql.placeholder('id')),
        ofTopic ? eq(articles.topicId, sql.placeholder('topicId')) : undefined,
        isListed(),
      ),
      newestFirst,
      literalLimit(limit),
    ).prepare(name),
  );
  return query.execute(article);
}

/** One article with everything its page shows; `where` picks it. */
function detailQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...cardColumns,
      status: articles.status,
      updatedAt: articles.updatedAt,
      body: articles.body,
      seo: articles.seo,
      isRedirect: articles.isRedirect,
      redirectTo: articles.redirectTo,
      previewPinHash: articles.previewPinHash,
      previewKeyHash: articles.previewKeyHash,
      tags: sql<TagRef[]>`coalesce((
        select json_agg(json_build_object('_id', tg.id, 'slug', tg.slug, 'name', tg.name) order by atg.position)
        from article_tags atg join tags tg on tg.id = atg.tag_id
        where atg.article_id = ${articles.id}), '[]'::json)`,
      translation: sql<{ language: Locale; slug: string; openPublishing: boolean } | null>`(
        select json_build_object('language', tr.language, 'slug', tr.slug, 'openPublishing', tr.open_publishing)
        from articles tr
        where tr.translation_group_id = ${articles.translationGroupId} and tr.language <> ${articles.language}
          and ${isListed(translationOf)}
        limit 1)`,
    })
    .from(articles)
    .leftJoin(topics, eq(topics.id, articles.topicId))
    .leftJoin(series, eq(series.id, articles.seriesId))
    .where(where)
    .limit(1);
}

export type DetailRow = Awaited<ReturnType<typeof detailQuery>>[number];

/** The live article of that slug, or undefined: the article page's read, prepared. */
export async function findLiveArticleBySlug(
  db: Db,
  language: Locale,
  slug: string,
): Promise<DetailRow | undefined> {
  const query = prepared(db, 'article_detail_by_slug', (db) =>
    detailQuery(
      db,
      and(
        eq(articles.language, sql.placeholder('language')),
        eq(articles.slug, sql.placeholder('slug')),
        isLive(),
      ),
    ).prepare('article_detail_by_slug'),
  );
  const [row] = await query.execute({ language, slug });
  return row;
}

/** Any article, whatever its status (previews check the pin and key themselves). */
export async function findArticleById(db: Db, id: string): Promise<DetailRow | undefined> {
  const [row] = await detailQuery(db, eq(articles.id, id));
  return row;
}

/** The language and topic of a live article, or undefined. */
export async function findLiveArticleRef(db: Db, id: string) {
  const [row] = await db
    .select({
      id: articles.id,
      language: articles.language,
      topicId: articles.topicId,
      seriesId: articles.seriesId,
    })
    .from(articles)
    .where(and(eq(articles.id, id), isLive()))
    .limit(1);
  return row;
}
