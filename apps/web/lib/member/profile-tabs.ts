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
