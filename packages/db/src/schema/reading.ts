import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { articles } from './articles';

/** PostgreSQL's tsvector; only ever written by generated columns. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The last counted view of an article per reader key. A view counts when there is no mark or the
 * mark is older than the dedupe window; one upsert decides it, so two nodes never count one view twice.
 */
export const articleViewMarks = pgTable(
  'article_view_marks',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    readerKey: varchar('reader_key', { length: 128 }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.readerKey] }),
    index('article_view_marks_counted_idx').on(t.countedAt),
  ],
);

/** Views per article per calendar day in Asia/Ho_Chi_Minh: popular and top-daily read these. */
export const articleDailyViews = pgTable(
  'article_daily_views',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.day] }),
    index('article_daily_views_top_idx').on(t.language, t.day, t.views.desc()),
  ],
);

/**
 * One row per searchable item (article, podcast episode, video), refreshed from the content tables
 * by refreshSearchDocuments(). The vectors are generated: `plain` ignores tone marks and đ (for
 * matching, weighted title > excerpt > body > tags and authors), `exact` keeps them (ranks a match
 * with the reader's diacritics first), `title_plain` feeds trigram typo tolerance, `title_vector`
 * tells a title with the reader's diacritics.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    refId: uuid('ref_id').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    topicId: uuid('topic_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    tagsText: text('tags_text').notNull().default(''),
    authorsText: text('authors_text').notNull().default(''),
    plainVector: tsvector('plain_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, f_unaccent(title)), 'A') || setweight(to_tsvector('simple'::regconfig, f_unaccent(excerpt)), 'B') || setweight(to_tsvector('simple'::regconfig, f_unaccent(body_text)), 'C') || setweight(to_tsvector('simple'::regconfig, f_unaccent(tags_text || ' ' || authors_text)), 'D')`,
    ),
    exactVector: tsvector('exact_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, title || ' ' || excerpt || ' ' || tags_text)`,
    ),
    titlePlain: text('title_plain').generatedAlwaysAs(sql`lower(f_unaccent(title))`),
    /** the title as written (ranks the reader's own diacritics in a title first), kept in line */
    titleVector: tsvector('title_vector').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, title)`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index('search_documents_plain_idx').using('gin', t.plainVector),
    // `exact` is asked of every match of a broad query: the index answers it without reading the
    // vector (which migration 0006 stores out of line, to keep the rows a match scan reads narrow)
    index('search_documents_exact_idx').using('gin', t.exactVector),
    index('search_documents_title_trgm_idx').using('gin', t.titlePlain.op('gin_trgm_ops')),
    index('search_documents_language_idx').on(t.language, t.publishedAt.desc()),
  ],
);

/**
 * The words (plain_vector's lexemes) that more than SEARCH_COUNT_CAP of a language's published
 * documents had when refreshSearchDocuments last ran, with that number. A search for one of them
 * knows it is past the cap without counting: counting builds a bitmap of the word's whole posting
 * list, half of a broad search's time at 100 000 articles (decision 0034). Rewritten with the
 * documents, so it is exactly as current as they are.
 */
export const searchCommonWords = pgTable(
  'search_common_words',
  {
    language: varchar('language', { length: 2 }).notNull(),
    word: text('word').notNull(),
    documents: integer('documents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.word] })],
);

/**
 * Pitches sent through /community-writer-form, and the editors' answer: each is new until an
 * editor accepts or declines it (once; the writer is told by mail, with the editor's note).
 */
export const writerSubmissions = pgTable(
  'writer_submissions',
  {
    id: uuid('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    fullname: text('fullname').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    topic: text('topic').notNull(),
    pitch: text('pitch').notNull(),
    portfolioUrl: text('portfolio_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 10 }).notNull().default('new'),
    editorNote: text('editor_note').notNull().default(''),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    check('writer_submissions_status_ck', sql`${t.status} in ('new', 'accepted', 'declined')`),
    index('writer_submissions_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);
