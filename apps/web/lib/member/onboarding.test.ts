import { MIN_TOPICS_TO_CHOOSE, ONBOARDING_MAX_STEPS } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { keptChoice, mayChoose, ONBOARDING_STEPS, topicsStillNeeded } from './onboarding';

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
  it('reads back a kept choice: offered topics only, each once, the mails as booleans', () => {
    const stored = JSON.stringify({
      topicIds: ['a', 'x', 'b', 'a', 7],
      mails: { weeklyNewsletter: true, suggestions: 'yes' },
    });
    expect(keptChoice(stored, ['a', 'b', 'c'])).toEqual({
      topicIds: ['a', 'b'],
      mails: { weeklyNewsletter: true, suggestions: false },
    });
  });
  it('reads nothing from an absent, malformed or foreign stored choice', () => {
    for (const stored of [null, '', '{', 'null', '[]', '{"topicIds":"a","mails":{}}', '{"topicIds":[]}'])
      expect(keptChoice(stored, ['a'])).toBe(null);
  });
});
