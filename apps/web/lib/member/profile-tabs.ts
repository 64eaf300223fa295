import type { FollowKind } from '@magazine/contracts';

/**
 * The profile's tabs (SPEC §2): settings at the profile's own path, the lists below it
 * (`/thong-tin-tai-khoan/bookmarked`, `/en/profile/topics`…), and the member's event tickets.
 */
export const PROFILE_LIST_TABS = ['bookmarked', 'liked', 'topics', 'authors', 'series', 'tickets'] as const;
export type ProfileListTab = (typeof PROFILE_LIST_TABS)[number];
export type ProfileTab = 'settings' | ProfileListTab;
export const PROFILE_TABS: readonly ProfileTab[] = ['settings', ...PROFILE_LIST_TABS];

export function isProfileListTab(value: string): value is ProfileListTab {
  return (PROFILE_LIST_TABS as readonly string[]).includes(value);
}

/** The follow kind a following tab lists, or null for the other tabs. */
export function followKindOf(tab: ProfileListTab): FollowKind | null {
  if (tab === 'topics') return 'topic';
  if (tab === 'authors') return 'author';
  if (tab === 'series') return 'series';
  return null;
}

/** Public path of a tab in a language. */
export function profileTabPath(tab: ProfileTab, locale: 'vi' | 'en', page = 1): string {
  const root = locale === 'en' ? '/en/profile' : '/thong-tin-tai-khoan';
  const path = tab === 'settings' ? root : `${root}/${tab}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * The envelope codes that send a reader on the profile to the login screen (SPEC §8: "errorCode
 * 998, 999 or 4 on /profile sends the user to /login"). 999 is also what the client throws for a
 * failed transport or a status it does not return (a 500, the API unreachable).
 */
export const PROFILE_LOGIN_CODES: ReadonlySet<number> = new Set([998, 999, 4]);

/** The query flag of that login: the screen says the profile could not be opened, and stays. */
export const PROFILE_FAILED_PARAM = 'profileFailed';

/** Whether `path` is one of the profile's tabs (any language, any page). */
export function isProfilePath(path: string): boolean {
  return /^(\/thong-tin-tai-khoan|\/en\/profile)(\/[a-z]+)?(\?|$)/.test(path);
}

/**
 * The login screens' reading of the flag: set, and the reader is on the way back to a profile tab
 * (a crafted `?redirect=/&profileFailed=1` says nothing).
 */
export function cameFromFailedProfile(flag: string | undefined, redirect: string | undefined): boolean {
  return flag === '1' && !!redirect && isProfilePath(redirect);
}

/** The login screen a profile tab sends its reader to, coming back to the tab afterwards. */
export function profileLoginPath(tab: ProfileTab, locale: 'vi' | 'en', failed = false): string {
  const query = new URLSearchParams({ redirect: profileTabPath(tab, locale) });
  if (failed) query.set(PROFILE_FAILED_PARAM, '1');
  return `${locale === 'en' ? '/en' : ''}/login?${query}`;
}
