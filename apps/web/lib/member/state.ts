import type { FollowKind, LikeState, MemberState } from '@magazine/contracts';
import { tabRead, tabWrite } from '../dom/browser-storage';

// The member state a page paints after it loads (bookmark, like, follow), kept apart from React
// so its rules are tested on their own.

export type ArticleFlags = { bookmarked: boolean; liked: boolean; likeCount: number };
export type Known = {
  articles: Record<string, ArticleFlags>;
  following: Record<FollowKind, Record<string, boolean>>;
  followsLeft: number | null;
};

export const emptyKnown = (): Known => ({
  articles: {},
  following: { topic: {}, author: {}, series: {} },
  followsLeft: null,
});

export type Wanted = { articles: Set<string>; topic: Set<string>; author: Set<string>; series: Set<string> };
export const emptyWanted = (): Wanted => ({
  articles: new Set(),
  topic: new Set(),
  author: new Set(),
  series: new Set(),
});

const list = (ids: Set<string>) => [...ids].sort().join(',');

/** The query of the one state call for what the page shows (null when it shows nothing). */
export function stateQuery(wanted: Wanted): Record<string, string> | null {
  const query: Record<string, string> = {};
  if (wanted.articles.size) query.articleIds = list(wanted.articles);
  if (wanted.topic.size) query.topicIds = list(wanted.topic);
  if (wanted.author.size) query.authorIds = list(wanted.author);
  if (wanted.series.size) query.seriesIds = list(wanted.series);
  return Object.keys(query).length ? query : null;
}

/** Splits a list into chunks the API accepts (it takes at most `max` ids per kind). */
export function chunk<T>(items: T[], max: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += max) chunks.push(items.slice(i, i + max));
  return chunks;
}

/**
 * Adds a state answer to what is known. `acted` names the actions (`like:<id>`, `bookmark:<id>`,
 * `follow:<id>`, as `actionKey` writes them) answered after this state was asked for: the answer
 * may have been read before the action was written, so what it says of those items is dropped and
 * what the action set stays (a like pressed while the page's state was loading is not undone).
 */
export function mergeState(known: Known, answer: MemberState, acted: ReadonlySet<string> = new Set()): Known {
  const articles = { ...known.articles };
  for (const [id, likeCount] of Object.entries(answer.likeCounts)) {
    const before = known.articles[id];
    const likeActed = before !== undefined && acted.has(`like:${id}`);
    const bookmarkActed = before !== undefined && acted.has(`bookmark:${id}`);
    articles[id] = {
      bookmarked: bookmarkActed ? before.bookmarked : (answer.bookmarked[id] ?? false),
      liked: likeActed ? before.liked : (answer.liked[id] ?? false),
      likeCount: likeActed ? before.likeCount : likeCount,
    };
  }
  const follows = (kind: FollowKind) => ({
    ...known.following[kind],
    ...Object.fromEntries(
      Object.entries(answer.following[kind]).filter(([id]) => !acted.has(`follow:${id}`)),
    ),
  });
  const followed = [...acted].some((key) => key.startsWith('follow:'));
  return {
    articles,
    following: { topic: follows('topic'), author: follows('author'), series: follows('series') },
    followsLeft: followed ? known.followsLeft : answer.followsLeft,
  };
}

/** The answer's bookmarks, less those a bookmark answered after it was asked for changed. */
export function freshBookmarks(answer: MemberState, acted: ReadonlySet<string>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(answer.bookmarked).filter(([id]) => !acted.has(`bookmark:${id}`)));
}

/** An action a visitor asked for before logging in, done once they are back on the same page. */
export type PendingAction =
  | { type: 'bookmark'; id: string; path: string }
  | { type: 'like'; id: string; path: string }
  | { type: 'follow'; kind: FollowKind; id: string; path: string };

export const PENDING_KEY = 'pendingMemberAction';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a stored pending action; anything malformed or for another page is ignored. */
export function readPending(raw: string | null, path: string): PendingAction | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingAction> & { kind?: unknown };
    if (value.path !== path || typeof value.id !== 'string' || !UUID.test(value.id)) return null;
    if (value.type === 'bookmark' || value.type === 'like') return { type: value.type, id: value.id, path };
    if (
      value.type === 'follow' &&
      (value.kind === 'topic' || value.kind === 'author' || value.kind === 'series')
    )
      return { type: 'follow', kind: value.kind, id: value.id, path };
  } catch {}
  return null;
}

// A member's press of bookmark, like or follow: the call that does it, what is known once it
// answered, and the press a visitor made before logging in, kept in the tab for the way back.

/** What a button asks for: bookmark or like an article, follow a topic, author or series. */
export type MemberAction =
  | { type: 'bookmark'; id: string; on: boolean }
  | { type: 'like'; id: string; on: boolean }
  | { type: 'follow'; kind: FollowKind; id: string; on: boolean };

/** The API call that does `action` (SPEC §7): its path, and its body where it takes one. */
export function actionCall(action: MemberAction): { path: string; body?: unknown } {
  if (action.type === 'bookmark')
    return { path: `bookmark/${action.on ? 'bookmark' : 'unbookmark'}-article/${action.id}` };
  if (action.type === 'like')
    return { path: 'v2/like/article', body: { articleId: action.id, like: action.on } };
  return { path: `v2/${action.on ? 'follow' : 'unfollow'}/${action.kind}/${action.id}` };
}

/**
 * What is known once `action` was done and its call answered `data`: a like's answer carries the
 * article's new count, a follow's the follows an unverified member has left (absent: unchanged).
 */
export function applyAction(known: Known, action: MemberAction, data: unknown): Known {
  if (action.type === 'follow') {
    const left = (data as { followsLeft?: number | null } | null)?.followsLeft;
    return {
      ...known,
      following: {
        ...known.following,
        [action.kind]: { ...known.following[action.kind], [action.id]: action.on },
      },
      followsLeft: left === undefined ? known.followsLeft : left,
    };
  }
  const before = known.articles[action.id] ?? { bookmarked: false, liked: false, likeCount: 0 };
  const after =
    action.type === 'bookmark'
      ? { ...before, bookmarked: action.on }
      : { ...before, liked: action.on, likeCount: (data as LikeState).likeCount };
  return { ...known, articles: { ...known.articles, [action.id]: after } };
}

/** Keeps a visitor's press, on its page, for their return from the login. */
export function keepPending(pending: PendingAction): void {
  tabWrite(PENDING_KEY, JSON.stringify(pending));
}

export function dropPending(): void {
  tabWrite(PENDING_KEY, null);
}

/** The press kept for the page at `path`, taken: it is done once. */
export function takePending(path: string): PendingAction | null {
  const pending = readPending(tabRead(PENDING_KEY), path);
  if (pending) dropPending();
  return pending;
}
