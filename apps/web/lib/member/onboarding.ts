import { MIN_TOPICS_TO_CHOOSE, ONBOARDING_MAX_STEPS } from '@magazine/contracts';

/** The onboarding's steps, in order (SPEC §9: at most 7). */
export const ONBOARDING_STEPS = ['topics', 'mails'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
if (ONBOARDING_STEPS.length > ONBOARDING_MAX_STEPS) throw new Error('too many onboarding steps');

/** How many more topics the member must choose before "Continue" works (SPEC §5: at least 3). */
export function topicsStillNeeded(chosen: number): number {
  return Math.max(0, MIN_TOPICS_TO_CHOOSE - chosen);
}

/**
 * Whether `candidate` may join the chosen topics. A verified member (`followsLeft` null) chooses
 * freely. An unverified member's new follows stop at the follows left, as a follow button's do
 * (SPEC §4), except that the minimum of 3 can always be reached: the API then follows what the
 * limit allows and names the rest. Topics already followed use no follow.
 */
export function mayChoose(
  candidate: string,
  chosen: readonly string[],
  followed: Readonly<Record<string, boolean>>,
  followsLeft: number | null,
): boolean {
  if (followsLeft === null || followed[candidate] || chosen.length < MIN_TOPICS_TO_CHOOSE) return true;
  return chosen.filter((id) => !followed[id]).length < followsLeft;
}

/** sessionStorage key: the choice of a member whose session ended as they finished (see keptChoice). */
export const KEPT_CHOICE_KEY = 'onboarding-choice';

export type KeptChoice = { topicIds: string[]; mails: { weeklyNewsletter: boolean; suggestions: boolean } };

/**
 * The choice kept while the member logged in again, as stored: only topics the page offers, each
 * once; null when there is none or it is not one (malformed, from an older page).
 */
export function keptChoice(stored: string | null, offered: readonly string[]): KeptChoice | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<KeptChoice> | null;
    if (!Array.isArray(value?.topicIds) || typeof value.mails !== 'object' || value.mails === null)
      return null;
    const topicIds = [...new Set(value.topicIds.filter((id): id is string => offered.includes(id)))];
    return {
      topicIds,
      mails: {
        weeklyNewsletter: value.mails.weeklyNewsletter === true,
        suggestions: value.mails.suggestions === true,
      },
    };
  } catch {
    return null;
  }
}
