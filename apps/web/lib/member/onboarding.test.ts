import { MIN_TOPICS_TO_CHOOSE, ONBOARDING_MAX_STEPS } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS, topicsStillNeeded } from './onboarding';

describe('onboarding', () => {
  it('asks for 3 topics, counting down as they are chosen', () => {
    expect(MIN_TOPICS_TO_CHOOSE).toBe(3);
    expect([0, 1, 2, 3, 7].map(topicsStillNeeded)).toEqual([3, 2, 1, 0, 0]);
  });
  it('has no more than 7 steps, topics first', () => {
    expect(ONBOARDING_STEPS.length).toBeLessThanOrEqual(ONBOARDING_MAX_STEPS);
    expect(ONBOARDING_STEPS[0]).toBe('topics');
  });
});
