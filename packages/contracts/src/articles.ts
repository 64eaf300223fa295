import { z } from 'zod';
import {
  EDITOR_PICK_DEFAULT_LIMIT,
  IGNORE_IDS_MAX,
  LIST_DEFAULT_LIMIT,
  LIST_LIMIT_MAX,
  LIST_PAGE_MAX,
} from './constants';
import { ImageSet } from './images';
import { Language, LanguageParam } from './language';
import { DEFAULT_LOCALE } from './locale';
import { queryInt, queryList } from './query';
import { AuthorRef, Id, SeriesRef, Slug, TagRef, TopicRef, Vertical } from './taxonomy';

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const ArticleStatus = z.enum(ARTICLE_STATUSES);

// ---- body blocks -------------------------------------------------------------------------

export const ParagraphBlock = z.object({ type: z.literal('paragraph'), text: z.string() });
export const HeadingBlock = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(2), z.literal(3)]),
  text: z.string(),
  anchor: z.string(),
});
export const ImageBlock = z.object({ type: z.literal('image'), image: ImageSet, caption: z.string() });
export const QuoteBlock = z.object({ type: z.literal('quote'), text: z.string(), cite: z.string() });
export const ListBlock = z.object({
  type: z.literal('list'),
  ordered: z.boolean(),
  items: z.array(z.string()),
});
export const Block = z.discriminatedUnion('type', [
  ParagraphBlock,
  HeadingBlock,
  ImageBlock,
  QuoteBlock,
  ListBlock,
]);
export type Block = z.infer<typeof Block>;

// ---- responses ---------------------------------------------------------------------------

export const ArticleCard = z.object({
  _id: Id,
  slug: z.string(),
  language: Language,
  /** where the article is read (articleHref): /[slug], or /open-publishing/[slug] for an outside writer's piece */
  path: z.string(),
  /** from the open-publishing programme (an outside writer, not the newsroom) */
  openPublishing: z.boolean(),
  title: z.string(),
  excerpt: z.string(),
  images: ImageSet,
  topic: TopicRef.nullable(),
  authors: z.array(AuthorRef),
  series: SeriesRef.nullable(),
  vertical: Vertical.nullable(),
  publishedAt: z.string(),
  viewCount: z.number().int(),
  readingTimeMinutes: z.number().int(),
  isPinned: z.boolean(),
  isEditorPick: z.boolean(),
  /**
   * for readers of 18 and over: the page asks a visitor's age first and remembers the answer in
   * the `is18+` cookie (SPEC §3); a member under 18 by the date of birth they gave is not shown it.
   * On the card too, so lists mark it before the click.
   */
  adultOnly: z.boolean(),
  /**
   * published comments, replies included, not deleted, in threads whose top comment is published.
   * Optional in the type only so hand-made cards (fixtures) stay valid; the API always sends it.
   */
  commentCount: z.number().int().optional(),
});
export type ArticleCard = z.infer<typeof ArticleCard>;

export const Seo = z.object({ title: z.string(), description: z.string(), image: ImageSet.nullable() });

export const UrlMeta = z.object({
  path: z.string(),
  canonical: z.string(),
  alternates: z.partialRecord(Language, z.string()),
});

export const ArticleDetail = ArticleCard.extend({
  tags: z.array(TagRef),
  seo: Seo,
  url_meta: UrlMeta,
  isRedirect: z.boolean(),
  redirectTo: z.string().nullable(),
  translation: z
    .object({ language: Language, slug: z.string(), path: z.string(), openPublishing: z.boolean() })
    .nullable(),
  /** last edit (ISO 8601): sitemaps and NewsArticle dateModified */
  updatedAt: z.string().optional(),
  content: z.union([z.array(Block), z.string()]).optional(),
  related: z.array(ArticleCard).optional(),
});
export type ArticleDetail = z.infer<typeof ArticleDetail>;

export const ArticlePage = z.object({
  docs: z.array(ArticleCard),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  pinArticles: z.array(ArticleCard).optional(),
  /**
   * `v2/latest-article`: the cursor of the next page (null at the end). Asking with it reads on
   * from the last card shown instead of skipping the earlier pages' rows, and a newly published
   * article does not shift what comes next.
   */
  nextCursor: z.string().nullable().optional(),
});
export type ArticlePage = z.infer<typeof ArticlePage>;

// ---- queries -----------------------------------------------------------------------------

/** Query booleans: true/false, 1/0, yes/no. */
export const QueryBool = z.stringbool();

const limit = (fallback: number) => queryInt(1, LIST_LIMIT_MAX).default(fallback);

export const LanguageQuery = z.object({ language: LanguageParam.default(DEFAULT_LOCALE) });

export const ArticleDetailParams = z.object({ slug: Slug });
export const ArticleDetailQuery = z.object({
  language: LanguageParam.default(DEFAULT_LOCALE),
  isGetContentAsArray: QueryBool.default(false),
  isNoContent: QueryBool.default(false),
  isGetRelated: QueryBool.default(false),
});
export type ArticleDetailQuery = z.infer<typeof ArticleDetailQuery>;

/**
 * Where a page of a newest-first list ends: the last card's publication time (UTC, to the
 * microsecond, as stored) and id. Made by the API (ArticlePage.nextCursor); opaque to clients.
 */
export const ArticleCursor = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  )
  .refine((value) => !Number.isNaN(Date.parse(value.slice(0, 27))));

export function parseArticleCursor(cursor: string): { publishedAt: string; id: string } {
  return { publishedAt: cursor.slice(0, 27), id: cursor.slice(28) };
}

export const LatestArticleQuery = z.object({
  limit: limit(LIST_DEFAULT_LIMIT),
  page: queryInt(1, LIST_PAGE_MAX).default(1),
  /** nextCursor of the page before: the page after it (`page` is then only echoed back) */
  cursor: ArticleCursor.optional(),
  language: LanguageParam.default(DEFAULT_LOCALE),
  /** a topic slug: only articles of that topic */
  groupTopic: Slug.optional(),
  /** articles already on the page; sent as ignoreArticleIds[]=… */
  ignoreArticleIds: queryList(Id, IGNORE_IDS_MAX).default([]),
  vertical: Vertical.optional(),
  /** a tag slug (tags belong to one language): only articles with that tag */
  tag: Slug.optional(),
  /** an author slug: only articles in that author's byline */
  author: Slug.optional(),
  /** a series slug in the requested language: only that series */
  series: Slug.optional(),
  /**
   * when true, the list's pinned articles (the same filters and ignored ids) come back apart in
   * pinArticles on its first page (empty on later ones) and are left out of docs
   */
  isGetPinArticles: QueryBool.default(false),
});
export type LatestArticleQuery = z.infer<typeof LatestArticleQuery>;

export const ListQuery = z.object({
  language: LanguageParam.default(DEFAULT_LOCALE),
  limit: limit(EDITOR_PICK_DEFAULT_LIMIT),
});
export type ListQuery = z.infer<typeof ListQuery>;
