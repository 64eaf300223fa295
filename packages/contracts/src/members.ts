import { z } from 'zod';
import {
  LIST_LIMIT_MAX,
  LIST_PAGE_MAX,
  MEMBER_STATE_IDS_MAX,
  MIN_TOPICS_TO_CHOOSE,
  PROFILE_TAB_PAGE_SIZE,
} from './constants';
import { LanguageParam } from './language';
import { queryInt } from './query';
import { Id } from './taxonomy';

// What a member does with the content (SPEC §4, §7): bookmark, like, follow, and the state of
// those toggles for the items one page shows.

export const ArticleIdParams = z.object({ id: Id });

export const FOLLOW_KINDS = ['topic', 'author', 'series'] as const;
export const FollowKind = z.enum(FOLLOW_KINDS);
export type FollowKind = z.infer<typeof FollowKind>;
export const FollowParams = z.object({ kind: FollowKind, id: Id });

/** Bookmark and unbookmark answer the new state. */
export const BookmarkState = z.object({ articleId: Id, bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof BookmarkState>;

/** GET v2/like/article/{id}: whether this member likes it (false for a visitor) and how many do. */
export const LikeState = z.object({ articleId: Id, liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof LikeState>;

/** POST v2/like/article: `like` says which state the member wants (true when left out). */
export const LikeBody = z.strictObject({ articleId: Id, like: z.boolean().default(true) });
export type LikeBody = z.infer<typeof LikeBody>;

export const FollowState = z.object({
  kind: FollowKind,
  id: Id,
  following: z.boolean(),
  /** follows the member has left before verifying the email; null once verified */
  followsLeft: z.number().int().nullable(),
});
export type FollowState = z.infer<typeof FollowState>;

/**
 * A comma-separated list of ids in a query string ("" and a missing list are empty). A bad id or
 * too many are reported on the list's own name, not on an index the client never sent.
 */
export const IdList = z
  .string()
  .max(MEMBER_STATE_IDS_MAX * 37)
  .optional()
  .transform((value, ctx) => {
    const ids = value ? value.split(',').filter((id) => id !== '') : [];
    if (ids.length > MEMBER_STATE_IDS_MAX) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: MEMBER_STATE_IDS_MAX,
        inclusive: true,
        input: ids,
      });
      return z.NEVER;
    }
    if (ids.some((id) => !Id.safeParse(id).success)) {
      ctx.addIssue({ code: 'invalid_format', format: 'uuid', input: value ?? '' });
      return z.NEVER;
    }
    return ids;
  });

/** GET v2/bookmarked-articles-as-object?articleIdsStr=a,b */
export const BookmarkedAsObjectQuery = z.object({ articleIdsStr: IdList });
export const BookmarkedAsObject = z.record(z.string(), z.boolean());

/** GET v2/member/state – one call after a page loads, for everything it shows. */
export const MemberStateQuery = z.object({
  articleIds: IdList,
  topicIds: IdList,
  authorIds: IdList,
  seriesIds: IdList,
});
export type MemberStateQuery = z.input<typeof MemberStateQuery>;

const Flags = z.record(z.string(), z.boolean());
export const MemberState = z.object({
  bookmarked: Flags,
  liked: Flags,
  likeCounts: z.record(z.string(), z.number().int()),
  following: z.object({ topic: Flags, author: Flags, series: Flags }),
  /** null when the member is verified (no limit) */
  followsLeft: z.number().int().nullable(),
});
export type MemberState = z.infer<typeof MemberState>;

/** POST v2/member/onboarding – what the member chose in the onboarding steps (SPEC §2, §5). */
export const OnboardingBody = z
  .strictObject({
    topicIds: z
      .array(Id)
      .min(MIN_TOPICS_TO_CHOOSE, { error: 'TOPICS_MIN', abort: true })
      .max(50)
      // the same topic three times is one topic chosen
      .refine((ids) => new Set(ids).size >= MIN_TOPICS_TO_CHOOSE, { error: 'TOPICS_MIN', abort: true })
      .refine((ids) => new Set(ids).size === ids.length),
    /**
     * topics the member followed before and left out of the choice: unfollowed in the same
     * transaction, before the chosen are followed (an unverified member's freed follows count)
     */
    unfollowTopicIds: z
      .array(Id)
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length)
      .optional(),
    /** the weekly newsletter (Tuesday mornings) */
    weeklyNewsletter: z.boolean().optional(),
    /** the Monday and Thursday suggestions */
    suggestions: z.boolean().optional(),
  })
  .refine((body) => !body.unfollowTopicIds?.some((id) => body.topicIds.includes(id)), {
    // a topic is chosen or left out, not both
    path: ['unfollowTopicIds'],
  });
export type OnboardingBody = z.infer<typeof OnboardingBody>;
/**
 * What the onboarding saved: the topics now followed, those left out because an unverified
 * member had no follows left (SPEC §4; the web shows the out-of-follows notice), and the follows
 * still left (null: verified, no limit).
 */
export const OnboardingDone = z.object({
  topicIds: z.array(Id),
  notFollowed: z.array(Id),
  followsLeft: z.number().int().nonnegative().nullable(),
  onboardedAt: z.string(),
});
export type OnboardingDone = z.infer<typeof OnboardingDone>;

/** The profile tabs' lists: a page of the member's own bookmarked, liked or followed things. */
export const ProfileListQuery = z.object({
  page: queryInt(1, LIST_PAGE_MAX).default(1),
  limit: queryInt(1, LIST_LIMIT_MAX).default(PROFILE_TAB_PAGE_SIZE),
  language: LanguageParam.default('vi'),
});
export type ProfileListQuery = z.infer<typeof ProfileListQuery>;
export const FollowKindParams = z.object({ kind: FollowKind });

/** One followed topic, author or series, named in the requested language. */
export const FollowedItem = z.object({
  kind: FollowKind,
  _id: Id,
  slug: z.string(),
  name: z.string(),
  followedAt: z.string(),
});
export type FollowedItem = z.infer<typeof FollowedItem>;
export const FollowedPage = z.object({
  docs: z.array(FollowedItem),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
});
export type FollowedPage = z.infer<typeof FollowedPage>;
