import type { Block, ImageSet } from '@magazine/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { authors, series, tags, topics } from './taxonomy';

/** Statuses that can be shown once publishedAt has come (scheduled ones go live on their own). */
export const LIVE_STATUSES = ['published', 'scheduled'] as const;
const LIVE_LIST = LIVE_STATUSES.map((s) => `'${s}'`).join(', ');
/**
 * What a list shows (the API's isListed): a live status and not a redirect. The listing indexes'
 * predicate, so that a later page skips its rows in the index alone (an index-only scan) instead
 * of reading each skipped row to test `is_redirect`: 3 → 0.5 ms for page 200 at 100 000 articles.
 */
const LISTED = sql.raw(`status in (${LIVE_LIST}) and not is_redirect`);

/**
 * `column` has a live status, with the statuses written as literals like the partial indexes'
 * predicate. As parameters, a prepared statement's generic plan cannot prove the predicate and
 * skips those indexes, so PostgreSQL planned the related-articles query afresh on every call
 * (0.9 ms, four times its execution).
 */
export function hasLiveStatus(column: AnyPgColumn): SQL {
  return sql`${column} in (${sql.raw(LIVE_LIST)})`;
}

export type SeoColumn = { title: string; description: string; image: ImageSet | null };

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    /** Articles that translate each other share one group id (one per language at most). */
    translationGroupId: uuid('translation_group_id').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: jsonb('body').$type<Block[]>().notNull().default([]),
    images: jsonb('images').$type<ImageSet>().notNull(),
    seo: jsonb('seo').$type<SeoColumn>().notNull(),
    urlMeta: jsonb('url_meta').$type<Record<string, string>>().notNull().default({}),
    isRedirect: boolean('is_redirect').notNull().default(false),
    redirectTo: text('redirect_to'),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isPinned: boolean('is_pinned').notNull().default(false),
    isEditorPick: boolean('is_editor_pick').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** a piece from the open-publishing programme (an outside writer): its address is /open-publishing/[slug] */
    openPublishing: boolean('open_publishing').notNull().default(false),
    /** for readers of 18 and over: the page asks for the reader's age first (the `is18+` cookie, SPEC §3) */
    adultOnly: boolean('adult_only').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    readingTimeMinutes: smallint('reading_time_minutes').notNull().default(1),
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    vertical: varchar('vertical', { length: 20 }),
    /** SHA-256 (hex) of the draft preview pin and key; compared in constant time. */
    previewPinHash: varchar('preview_pin_hash', { length: 64 }),
    previewKeyHash: varchar('preview_key_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_language_slug_uq').on(t.language, t.slug),
    uniqueIndex('articles_translation_uq').on(t.translationGroupId, t.language),
    check('articles_language_ck', sql`${t.language} in ('vi', 'en')`),
    check('articles_status_ck', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check(
      'articles_vertical_ck',
      sql`${t.vertical} is null or ${t.vertical} in ('careers', 'food', 'radio', 'innovation', 'wellness')`,
    ),
    check('articles_redirect_ck', sql`not ${t.isRedirect} or ${t.redirectTo} is not null`),
    // Listings read only listed articles (live: published, or scheduled and due; not redirects),
    // newest first (id breaks ties, so it is in every index and pages are stable), per
    // language and optionally per topic / vertical / series; partial indexes keep them small.
    index('articles_latest_idx').on(t.language, t.publishedAt.desc(), t.id.desc()).where(LISTED),
    index('articles_topic_latest_idx')
      .on(t.topicId, t.language, t.publishedAt.desc(), t.id.desc())
      .where(LISTED),
    index('articles_vertical_latest_idx')
      .on(t.vertical, t.language, t.publishedAt.desc(), t.id.desc())
      .where(LISTED),
    index('articles_series_idx').on(t.seriesId, t.publishedAt.desc(), t.id.desc()).where(LISTED),
    index('articles_pinned_idx')
      .on(t.language, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isPinned} and ${LISTED}`),
    index('articles_editor_pick_idx')
      .on(t.language, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isEditorPick} and ${LISTED}`),
    index('articles_featured_idx')
      .on(t.language, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isFeatured} and ${LISTED}`),
    index('articles_popular_idx').on(t.language, t.viewCount.desc(), t.id.desc()).where(LISTED),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)],
);

export const articleAuthors = pgTable(
  'article_authors',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.authorId] }),
    index('article_authors_author_idx').on(t.authorId),
  ],
);
