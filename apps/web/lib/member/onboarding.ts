import { MIN_TOPICS_TO_CHOOSE, ONBOARDING_MAX_STEPS } from '@magazine/contracts';
import { tabRead, tabWrite } from '../dom/browser-storage';

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
const KEPT_CHOICE_KEY = 'onboarding-choice';

/** How long a kept choice waits for its member to log in again. */
export const KEPT_CHOICE_MS = 60 * 60 * 1000;

export type Mails = { weeklyNewsletter: boolean; suggestions: boolean };

export type KeptChoice = {
  /** whose choice it is: another member logging in in the tab does not get it */
  userId: string;
  savedAt: number;
  topicIds: string[];
  /** the topics followed when it was made: one followed since is not taken for one left out */
  followedThen: string[];
  /** null when the member skipped the mails */
  mails: Mails | null;
};

const ids = (value: unknown, offered: readonly string[]) =>
  Array.isArray(value) ? [...new Set(value.filter((id): id is string => offered.includes(id)))] : null;

/**
 * The choice kept while `userId` logged in again, as stored: only topics the page offers, each
 * once; null when there is none, it is another member's or older than KEPT_CHOICE_MS, or it is
 * not one (malformed, from an older page).
 */
export function keptChoice(
  stored: string | null,
  offered: readonly string[],
  userId: string,
  now: number,
): KeptChoice | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Record<string, unknown> | null;
    if (value?.userId !== userId || typeof value.savedAt !== 'number') return null;
    if (now - value.savedAt > KEPT_CHOICE_MS || value.savedAt > now) return null;
    const topicIds = ids(value.topicIds, offered);
    const followedThen = ids(value.followedThen, offered);
    if (!topicIds || !followedThen) return null;
    const mails = value.mails as Partial<Mails> | null | undefined;
    return {
      userId,
      savedAt: value.savedAt,
      topicIds,
      followedThen,
      mails:
        typeof mails === 'object' && mails !== null
          ? { weeklyNewsletter: mails.weeklyNewsletter === true, suggestions: mails.suggestions === true }
          : null,
    };
  } catch {
    return null;
  }
}

/** The choice again: the kept one, and any topic the member began to follow since it was made. */
export function restoredChoice(kept: KeptChoice, followedNow: readonly string[]): string[] {
  return [...new Set([...kept.topicIds, ...followedNow.filter((id) => !kept.followedThen.includes(id))])];
}

/** Keeps the choice in this tab while its member logs in again. */
export function keepChoice(choice: KeptChoice): void {
  tabWrite(KEPT_CHOICE_KEY, JSON.stringify(choice));
}

/**
 * The choice `userId` kept through a login. It stays until saved or skipped (or an hour): the
 * picker may be drawn twice on the way back from the login (once before the page learned the
 * member is signed in again), and the second must find it too.
 */
export function readKeptChoice(offered: readonly string[], userId: string): KeptChoice | null {
  return keptChoice(tabRead(KEPT_CHOICE_KEY), offered, userId, Date.now());
}

export function forgetKeptChoice(): void {
  tabWrite(KEPT_CHOICE_KEY, null);
}
