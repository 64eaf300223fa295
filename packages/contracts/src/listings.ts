import { z } from 'zod';
import { ArticleCard, ArticlePage, QueryBool } from './articles';
import {
  DEFAULT_PLATFORM,
  DEFAULT_TIMEZONE,
  DONT_MISS_OUT_DEFAULT_LIMIT,
  DONT_MISS_OUT_DEFAULT_PAGE,
  FOR_YOU_DEFAULT_LIMIT,
  IGNORE_IDS_MAX,
  IN_CONTENT_RELATED_DEFAULT_LIMIT,
  LIST_DEFAULT_LIMIT,
  LIST_LIMIT_MAX,
  LIST_PAGE_MAX,
  TOP_DAILY_DEFAULT_LIMIT,
} from './constants';
import { ImageSet } from './images';
import { Language, LanguageParam } from './language';
import { DEFAULT_LOCALE } from './locale';
import { queryInt, queryList } from './query';
import { AuthorRef, Id, Slug, TagRef, Topic } from './taxonomy';
import { PLATFORMS } from './tracking';

// Taxonomy pages, recommendations, the view counter and draft previews (SPEC §7).

const limit = (fallback: number) => queryInt(1, LIST_LIMIT_MAX).default(fallback);
const page = (fallback = 1) => queryInt(1, LIST_PAGE_MAX).default(fallback);
const language = LanguageParam.default(DEFAULT_LOCALE);

/** The other language's slug of an entity that exists in both (topics, series). */
const Alternates = z.partialRecord(Language, z.string());

// ---- taxonomy ------------------------------------------------------------------------------

export const SlugParams = z.object({ slug: Slug });
export const PagedQuery = z.object({ language, page: page(), limit: limit(LIST_DEFAULT_LIMIT) });
export type PagedQuery = z.infer<typeof PagedQuery>;

export const TopicDetail = Topic.extend({ alternates: Alternates });
export type TopicDetail = z.infer<typeof TopicDetail>;

export const TagSummary = TagRef.extend({ articleCount: z.number().int() });
export type TagSummary = z.infer<typeof TagSummary>;
export const TagPage = z.object({
  docs: z.array(TagSummary),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
});
export type TagPage = z.infer<typeof TagPage>;
export const TagDetail = TagSummary.extend({ language: Language });
export type TagDetail = z.infer<typeof TagDetail>;

export const AuthorRole = z.enum(['writer', 'editor', 'contributor', 'photographer']);
export const AuthorSummary = AuthorRef.extend({
  role: z.string(),
  bio: z.string(),
  articleCount: z.number().int(),
});
export type AuthorSummary = z.infer<typeof AuthorSummary>;
export const AuthorPage = z.object({
  docs: z.array(AuthorSummary),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
});
export type AuthorPage = z.infer<typeof AuthorPage>;

/** `v2/collection/detail`: an editors' collection (one language) or a series (both languages). */
export const CollectionDetailQuery = z.object({
  slug: Slug,
  language,
  page: page(),
  limit: limit(LIST_DEFAULT_LIMIT),
});
export type CollectionDetailQuery = z.infer<typeof CollectionDetailQuery>;
export const CollectionDetail = z.object({
  _id: Id,
  kind: z.enum(['collection', 'series']),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cover: ImageSet.nullable(),
  alternates: Alternates,
  articleCount: z.number().int(),
  articles: ArticlePage,
});
export type CollectionDetail = z.infer<typeof CollectionDetail>;

export const CollectionSummary = CollectionDetail.omit({ articles: true });
export type CollectionSummary = z.infer<typeof CollectionSummary>;

// ---- recommendations -------------------------------------------------------------------------

const ignore = queryList(Id, IGNORE_IDS_MAX).default([]);

export const InContentQuery = z.object({
  articleId: Id,
  /** the related articles' language; the article's own when absent */
  language: LanguageParam.optional(),
  limit: limit(IN_CONTENT_RELATED_DEFAULT_LIMIT),
  /** articles the page already shows (its related list): never recommended again */
  ignoreArticleIds: ignore,
});
export type InContentQuery = z.infer<typeof InContentQuery>;

export const RecommendQuery = z.object({
  language,
  limit: limit(LIST_DEFAULT_LIMIT),
  /** the article being read: never recommended to itself */
  articleId: Id.optional(),
  ignoreArticleIds: ignore,
});
export type RecommendQuery = z.infer<typeof RecommendQuery>;

export const TopDailyQuery = RecommendQuery.extend({ limit: limit(TOP_DAILY_DEFAULT_LIMIT) });
export const ForYouQuery = RecommendQuery.extend({ limit: limit(FOR_YOU_DEFAULT_LIMIT) });

export const DontMissOutQuery = z.object({
  language,
  limit: limit(DONT_MISS_OUT_DEFAULT_LIMIT),
  page: page(DONT_MISS_OUT_DEFAULT_PAGE),
  ignoreArticleIds: ignore,
});
export type DontMissOutQuery = z.infer<typeof DontMissOutQuery>;

export const ArticleCards = z.array(ArticleCard);

// ---- view counter ----------------------------------------------------------------------------

/** true for an IANA zone name the runtime knows (`Asia/Ho_Chi_Minh`, `UTC`, `Europe/Paris`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** the view counter's platform: SPEC §9's default `web`, or a tracking platform */
export const VIEW_PLATFORMS = [DEFAULT_PLATFORM, ...PLATFORMS] as const;

export const ArticleViewCounterBody = z.strictObject({
  articleId: Id,
  /**
   * when the reader's browser saw the article: ISO 8601 (with or without its offset) or epoch
   * milliseconds, as browsers give the time; only informative, the server's clock decides the day
   */
  actionDate: z
    .union([
      z.iso.datetime({ offset: true, local: true }),
      z.iso.date(),
      z.number().int().nonnegative().max(8.64e15),
    ])
    .optional(),
  userTimezone: z
    .string()
    .max(64)
    .refine(isTimeZone, { message: 'Unknown time zone' })
    .default(DEFAULT_TIMEZONE),
  platform: z.enum(VIEW_PLATFORMS).default(DEFAULT_PLATFORM),
});
export type ArticleViewCounterBody = z.infer<typeof ArticleViewCounterBody>;

export const ArticleViewCounted = z.object({ counted: z.boolean(), viewCount: z.number().int() });
export type ArticleViewCounted = z.infer<typeof ArticleViewCounted>;

// ---- preview ---------------------------------------------------------------------------------

export const PreviewParams = z.object({ articleId: Id });
export const PreviewQuery = z.object({
  // over-long secrets are simply wrong (the same 404), not a validation error that tells them apart
  pin: z
    .string()
    .default('')
    .transform((v) => v.slice(0, 64)),
  key: z
    .string()
    .default('')
    .transform((v) => v.slice(0, 128)),
  isGetContentAsArray: QueryBool.default(true),
});

// ---- community writers -----------------------------------------------------------------------

export const WriterSubmissionBody = z.strictObject({
  language,
  fullname: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[0-9 +().-]*$/)
    .default(''),
  topic: z.string().trim().min(1).max(200),
  pitch: z.string().trim().min(50).max(5000),
  portfolioUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default(''),
});
export type WriterSubmissionBody = z.infer<typeof WriterSubmissionBody>;
