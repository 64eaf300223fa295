import { afterEach, describe, expect, it, vi } from 'vitest';
import { inviteAllowedOn, markSurveySeen, msUntilInvite, surveySeen } from './invite';

describe('the survey invitation', () => {
  it('is due 60 seconds after the first page of the tab, and stays due', () => {
    expect(msUntilInvite(1_000, 1_000)).toBe(60_000);
    expect(msUntilInvite(1_000, 31_000)).toBe(30_000);
    expect(msUntilInvite(1_000, 61_000)).toBe(0);
    expect(msUntilInvite(1_000, 500_000)).toBe(0);
  });
  it('shows on reading pages, not on the survey, account screens or staff desks', () => {
    for (const path of ['/', '/en', '/chu-de/am-thuc', '/en/topic/food', '/some-article', '/tim-kiem'])
      expect(inviteAllowedOn(path)).toBe(true);
    for (const path of [
      '/khao-sat/khao-sat-ban-doc-2026',
      '/en/survey/reader-survey-2026',
      '/login',
      '/en/register/email',
      '/unsubscribe',
      '/thong-tin-tai-khoan/topics',
      '/en/profile',
      '/moderation',
      '/survey-results',
      '/writer-pitches',
    ])
      expect(inviteAllowedOn(path)).toBe(false);
  });
});

describe('a survey seen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not offered again once answered or dismissed, in any later visit', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    expect(surveySeen('s1')).toBe(false);
    markSurveySeen('s1');
    expect(surveySeen('s1')).toBe(true);
    expect(surveySeen('s2')).toBe(false);
  });

  it('counts as seen where nothing can be kept, so it does not come back on every page', () => {
    // node has no localStorage: as a browser whose settings forbid it
    expect(surveySeen('s1')).toBe(true);
    expect(() => markSurveySeen('s1')).not.toThrow();
    // full: nothing new can be kept
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    expect(surveySeen('s1')).toBe(true);
  });
});
