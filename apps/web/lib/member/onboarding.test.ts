import { MIN_TOPICS_TO_CHOOSE, ONBOARDING_MAX_STEPS } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import {
  KEPT_CHOICE_MS,
  keptChoice,
  mayChoose,
  ONBOARDING_STEPS,
  restoredChoice,
  topicsStillNeeded,
} from './onboarding';

describe('onboarding', () => {
  it('asks for 3 topics, counting down as they are chosen', () => {
    expect(MIN_TOPICS_TO_CHOOSE).toBe(3);
    expect([0, 1, 2, 3, 7].map(topicsStillNeeded)).toEqual([3, 2, 1, 0, 0]);
  });
  it('has no more than 7 steps, topics first', () => {
    expect(ONBOARDING_STEPS.length).toBeLessThanOrEqual(ONBOARDING_MAX_STEPS);
    expect(ONBOARDING_STEPS[0]).toBe('topics');
  });
  it('lets a verified member choose freely', () => {
    expect(mayChoose('f', ['a', 'b', 'c', 'd', 'e'], {}, null)).toBe(true);
  });
  it("stops an unverified member's new topics at the follows left, but never below the minimum", () => {
    expect(mayChoose('d', ['a', 'b', 'c'], {}, 3)).toBe(false);
    expect(mayChoose('d', ['a', 'b', 'c'], {}, 4)).toBe(true);
    // with no follow left the three can still be chosen (the API says which were not followed)
    expect(mayChoose('c', ['a', 'b'], {}, 0)).toBe(true);
    expect(mayChoose('d', ['a', 'b', 'c'], {}, 0)).toBe(false);
  });
  it('counts no follow for a topic already followed', () => {
    const followed = { a: true, d: true };
    expect(mayChoose('d', ['a', 'b', 'c'], followed, 2)).toBe(true);
    expect(mayChoose('e', ['a', 'b', 'c'], followed, 2)).toBe(false);
    expect(mayChoose('e', ['a', 'b', 'c'], followed, 3)).toBe(true);
  });
  it('reads back a kept choice for its member: offered topics only, each once, the mails as booleans', () => {
    const stored = JSON.stringify({
      userId: 'u1',
      savedAt: 1_000,
      topicIds: ['a', 'x', 'b', 'a', 7],
      followedThen: ['c'],
      mails: { weeklyNewsletter: true, suggestions: 'yes' },
    });
    expect(keptChoice(stored, ['a', 'b', 'c'], 'u1', 2_000)).toEqual({
      userId: 'u1',
      savedAt: 1_000,
      topicIds: ['a', 'b'],
      followedThen: ['c'],
      mails: { weeklyNewsletter: true, suggestions: false },
    });
    // skipped mails stay skipped
    const skipped = JSON.stringify({
      userId: 'u1',
      savedAt: 1_000,
      topicIds: [],
      followedThen: [],
      mails: null,
    });
    expect(keptChoice(skipped, ['a'], 'u1', 2_000)?.mails).toBe(null);
  });
  it("reads nothing from another member's, an old, an absent or a malformed choice", () => {
    const choice = { userId: 'u1', savedAt: 1_000, topicIds: ['a'], followedThen: [], mails: null };
    expect(keptChoice(JSON.stringify(choice), ['a'], 'u2', 2_000)).toBe(null);
    expect(keptChoice(JSON.stringify(choice), ['a'], 'u1', 1_000 + KEPT_CHOICE_MS + 1)).toBe(null);
    expect(keptChoice(JSON.stringify(choice), ['a'], 'u1', 999)).toBe(null);
    for (const stored of [null, '', '{', 'null', '[]', '{"userId":"u1","savedAt":1000,"topicIds":"a"}'])
      expect(keptChoice(stored, ['a'], 'u1', 2_000)).toBe(null);
  });
  it('gives back the kept choice and the topics followed since, not those left out', () => {
    const kept = { userId: 'u1', savedAt: 0, topicIds: ['a', 'b', 'c'], followedThen: ['d'], mails: null };
    // d was followed then and left out: it stays out; e was followed since: it is chosen
    expect(restoredChoice(kept, ['d', 'e', 'a'])).toEqual(['a', 'b', 'c', 'e']);
  });
});
