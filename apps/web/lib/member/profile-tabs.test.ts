import { memberTicketsPath } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { followKindOf, isProfileListTab, profileTabPath } from './profile-tabs';

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
});
