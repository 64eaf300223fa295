import { MIN_TOPICS_TO_CHOOSE, ONBOARDING_MAX_STEPS } from '@magazine/contracts';

/** The onboarding's steps, in order (SPEC §9: at most 7). */
export const ONBOARDING_STEPS = ['topics', 'mails'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
if (ONBOARDING_STEPS.length > ONBOARDING_MAX_STEPS) throw new Error('too many onboarding steps');

/** How many more topics the member must choose before "Continue" works (SPEC §5: at least 3). */
export function topicsStillNeeded(chosen: number): number {
  return Math.max(0, MIN_TOPICS_TO_CHOOSE - chosen);
}
