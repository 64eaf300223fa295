import type { Locale } from '@magazine/contracts';
import { DAY_MS, HOUR_MS, type SeedContext } from './context';
import { streamFor } from './random';

// Articles of one language are generated newest first: "rank" 0 is the newest. A translation pair
// shares its rank, so flags and dates agree across languages. The ranks below are all published.
const FEATURED_RANKS = [0, 2, 3, 5, 8, 10, 12, 15];
const PINNED_RANKS = [1, 6, 13];
const EDITOR_PICK_RANKS = [4, 7, 9, 11, 14, 16, 18, 20];
const MILLION_VIEW_RANKS = [17, 19];
/** a redirect sends readers to the article one rank newer, which is never itself a redirect */
const REDIRECT_RANKS = [22, 25];
/**
 * adults-only pieces (the page asks the reader's age first), drawn from ADULT_HEADLINES; 23 is a
 * translation pair
 */
const ADULT_ONLY_RANKS = [23, 37];
const HISTORY_DAYS = 400;
/** one rank in ten past the newest pages is an outside writer's piece (open publishing) */
const isOpenPublishingRank = (rank: number) => rank >= 30 && rank % 10 === 3;

export interface RankPlan {
  status: 'published' | 'draft' | 'scheduled';
  publishedAt: Date | null;
  createdAt: Date;
  isPinned: boolean;
  isEditorPick: boolean;
  isFeatured: boolean;
  viewCount: number;
  redirectTargetRank: number | null;
  openPublishing: boolean;
  adultOnly: boolean;
}

/** 7 ranks in 10 are translation pairs, spread evenly through time. */
export function isPairedRank(rank: number): boolean {
  return (rank * 7) % 10 < 7;
}

/** Drafts and scheduled articles sit at the oldest ranks, alternating; a few per language. */
export function unpublishedCount(perLanguage: number): number {
  return Math.min(6, 2 * Math.floor(perLanguage / 10));
}

export function publishedRankCount(perLanguage: number): number {
  return perLanguage - unpublishedCount(perLanguage);
}

export function redirectRanks(perLanguage: number): { rank: number; target: number }[] {
  return REDIRECT_RANKS.filter((r) => r < publishedRankCount(perLanguage)).map((rank) => ({
    rank,
    target: rank - 1,
  }));
}

function drawViewCount(ctx: SeedContext, lang: Locale, rank: number): number {
  const rng = streamFor(ctx.seed, 'views', lang, rank);
  if (MILLION_VIEW_RANKS.includes(rank)) return rng.int(1_050_000, 2_600_000);
  // log-uniform with a heavy head: most articles show hundreds or thousands, a few hundreds of thousands
  const low = Math.log(40);
  const high = Math.log(650_000);
  return Math.floor(Math.exp(low + rng.next() ** 1.8 * (high - low)));
}

function roundToMinute(ms: number): Date {
  return new Date(Math.round(ms / 60_000) * 60_000);
}

export function planRank(ctx: SeedContext, lang: Locale, rank: number): RankPlan {
  const n = ctx.articlesPerLanguage;
  const now = ctx.now.getTime();
  const rng = streamFor(ctx.seed, 'rank', rank);
  const tail = rank - publishedRankCount(n);
  const base = {
    isPinned: false,
    isEditorPick: false,
    isFeatured: false,
    viewCount: 0,
    redirectTargetRank: null,
    openPublishing: false,
    adultOnly: false,
  };
  if (tail >= 0) {
    const order = Math.floor(tail / 2);
    if (tail % 2 === 0) {
      return {
        ...base,
        status: 'scheduled',
        publishedAt: roundToMinute(now + (order + 1) * 2 * DAY_MS + 9 * HOUR_MS),
        createdAt: roundToMinute(now - (order + 1) * DAY_MS),
      };
    }
    return {
      ...base,
      status: 'draft',
      publishedAt: null,
      createdAt: roundToMinute(now - (order + 1) * 3 * DAY_MS),
    };
  }
  // ages grow slowly at first so the newest few read "x hours ago", then spread over 400 days
  const position = (rank + rng.next() * 0.9) / n;
  const ageMs = 2 * HOUR_MS + HISTORY_DAYS * DAY_MS * position ** 1.6;
  const publishedAt = roundToMinute(now - (lang === 'en' ? ageMs * 0.985 : ageMs));
  const redirect = redirectRanks(n).find((r) => r.rank === rank);
  return {
    status: 'published',
    publishedAt,
    createdAt: roundToMinute(publishedAt.getTime() - rng.int(1, 72) * HOUR_MS),
    isPinned: PINNED_RANKS.includes(rank),
    isEditorPick: EDITOR_PICK_RANKS.includes(rank),
    isFeatured: FEATURED_RANKS.includes(rank),
    viewCount: drawViewCount(ctx, lang, rank),
    redirectTargetRank: redirect ? redirect.target : null,
    openPublishing: isOpenPublishingRank(rank),
    adultOnly: ADULT_ONLY_RANKS.includes(rank),
  };
}

/** Two collections per language of five published, non-redirect articles each. */
export function collectionRanks(ctx: SeedContext, lang: Locale, index: number): number[] {
  const limit = Math.min(publishedRankCount(ctx.articlesPerLanguage), 240);
  const redirects = new Set(redirectRanks(ctx.articlesPerLanguage).map((r) => r.rank));
  const candidates = Array.from({ length: limit }, (_, r) => r).filter((r) => !redirects.has(r));
  return streamFor(ctx.seed, 'collection', lang, index).sample(candidates, 5);
}
