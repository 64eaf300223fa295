/**
 * API paths the browser may reach through /api/member (app/api/member/[...path]). Each feature
 * adds its own prefixes here; anything else is a 404 there, so the proxy never opens the whole API.
 */
export const MEMBER_API_PREFIXES: readonly string[] = [
  'bookmark/',
  'v2/is-bookmark/',
  'v2/bookmarked-articles-as-object',
  'v2/like/',
  'v2/follow/',
  'v2/unfollow/',
  'v2/member/',
  'v2/comments',
  'v2/comment/',
  'v2/moderation/',
  'v2/user/',
  'v2/for-you-article',
  'v2/event-edition/',
];

export function isMemberApiPath(path: string): boolean {
  if (path.includes('..') || path.includes('%2F') || path.includes('%2f')) return false;
  return MEMBER_API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}
