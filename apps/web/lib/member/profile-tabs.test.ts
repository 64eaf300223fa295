import { memberTicketsPath } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import {
  cameFromFailedProfile,
  followKindOf,
  isProfileListTab,
  isProfilePath,
  PROFILE_LOGIN_CODES,
  profileLoginPath,
  profileTabPath,
} from './profile-tabs';

describe('profile tabs', () => {
  it('knows the list tabs and what each follows', () => {
    expect(isProfileListTab('bookmarked')).toBe(true);
    expect(isProfileListTab('settings')).toBe(false);
    expect(isProfileListTab('admin')).toBe(false);
    expect(followKindOf('topics')).toBe('topic');
    expect(followKindOf('series')).toBe('series');
    expect(followKindOf('liked')).toBeNull();
    expect(isProfileListTab('tickets')).toBe(true);
    expect(followKindOf('tickets')).toBeNull();
  });

  it('builds each tab’s public path in both languages', () => {
    expect(profileTabPath('settings', 'vi')).toBe('/thong-tin-tai-khoan');
    expect(profileTabPath('liked', 'vi', 2)).toBe('/thong-tin-tai-khoan/liked?page=2');
    expect(profileTabPath('topics', 'en')).toBe('/en/profile/topics');
    expect(profileTabPath('tickets', 'vi')).toBe('/thong-tin-tai-khoan/tickets');
  });

  it('is where the API’s reservation mail sends a member for their tickets', () => {
    for (const locale of ['vi', 'en'] as const)
      expect(memberTicketsPath(locale)).toBe(profileTabPath('tickets', locale));
  });

  it('sends the profile to the login on SPEC §8 codes only, coming back to the tab', () => {
    expect([998, 999, 4].every((code) => PROFILE_LOGIN_CODES.has(code))).toBe(true);
    for (const code of [200, 400, 401, 404, 422, -1]) expect(PROFILE_LOGIN_CODES.has(code)).toBe(false);
    expect(profileLoginPath('settings', 'vi')).toBe('/login?redirect=%2Fthong-tin-tai-khoan');
    expect(profileLoginPath('liked', 'en', true)).toBe(
      '/en/login?redirect=%2Fen%2Fprofile%2Fliked&profileFailed=1',
    );
  });

  it('reads the flag only on a way back to a profile tab', () => {
    for (const path of ['/thong-tin-tai-khoan', '/thong-tin-tai-khoan/liked?page=2', '/en/profile/tickets'])
      expect(isProfilePath(path), path).toBe(true);
    for (const path of ['/', '/en', '/thong-tin-tai-khoan-gia', '/en/profiles', '/x/en/profile'])
      expect(isProfilePath(path), path).toBe(false);
    expect(cameFromFailedProfile('1', '/en/profile/liked')).toBe(true);
    expect(cameFromFailedProfile('1', '/')).toBe(false);
    expect(cameFromFailedProfile('1', undefined)).toBe(false);
    expect(cameFromFailedProfile(undefined, '/thong-tin-tai-khoan')).toBe(false);
  });
});
