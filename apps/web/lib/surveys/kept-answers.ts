import type { SurveyAnswer } from '@magazine/contracts';
import { tabTake, tabWrite } from '../dom/browser-storage';

// A survey's answers given before the member's session ended (a send refused with 401, a logout
// in another tab) wait in the tab, for the questions they were given to, until the member is back.

export type Answers = Record<string, SurveyAnswer>;

const keptKey = (surveyId: string) => `survey:draft:${surveyId}`;

const isAnswer = (value: unknown): value is SurveyAnswer =>
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isInteger(value)) ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/**
 * What was kept, as stored: the answers when they were given to the survey's `revision`,
 * 'changed' when an editor rewrote the questions since, null when nothing (or nothing readable,
 * from an older page) was kept. An answer of a shape no question takes is left out.
 */
export function keptAnswersFor(stored: string | null, revision: string): Answers | 'changed' | null {
  if (!stored) return null;
  try {
    const kept = JSON.parse(stored) as { revision?: unknown; answers?: unknown } | null;
    const answers = kept?.answers;
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return null;
    if (kept?.revision !== revision) return 'changed';
    return Object.fromEntries(Object.entries(answers).filter(([, value]) => isAnswer(value)));
  } catch {
    return null;
  }
}

/** Keeps the answers given so far in this tab for the member's return. */
export function keepAnswers(surveyId: string, revision: string, answers: Answers): void {
  tabWrite(keptKey(surveyId), JSON.stringify({ revision, answers }));
}

/** The answers kept for this survey (see keptAnswersFor), taken: they come back once. */
export function takeKeptAnswers(surveyId: string, revision: string): Answers | 'changed' | null {
  return keptAnswersFor(tabTake(keptKey(surveyId)), revision);
}
