// The rules of a survey's answers, shared by the API (which decides) and the page (which says
// what is missing before sending). No zod here: the page's JavaScript stays small.
import { SURVEY_SCALE_MAX, SURVEY_TEXT_MAX } from './constants';
import type { SurveyAnswer, SurveyQuestion } from './surveys';

export type SurveyProblem = 'REQUIRED' | 'INVALID_VALUE' | 'TOO_BIG' | 'UNKNOWN_FIELD';

/** A question answered by picking among its options (the others keep none). */
export const isChoiceKind = (kind: SurveyQuestion['kind']) => kind === 'single' || kind === 'multiple';

const isBlank = (answer: SurveyAnswer | undefined) =>
  answer === undefined ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.length === 0);

function problemOf(question: SurveyQuestion, answer: SurveyAnswer | undefined): SurveyProblem | null {
  if (isBlank(answer)) return question.required ? 'REQUIRED' : null;
  const options = new Set(question.options.map((option) => option.id));
  switch (question.kind) {
    case 'single':
      return typeof answer === 'string' && options.has(answer) ? null : 'INVALID_VALUE';
    case 'multiple':
      return Array.isArray(answer) &&
        new Set(answer).size === answer.length &&
        answer.every((id) => options.has(id))
        ? null
        : 'INVALID_VALUE';
    case 'scale':
      return typeof answer === 'number' &&
        Number.isInteger(answer) &&
        answer >= 1 &&
        answer <= SURVEY_SCALE_MAX
        ? null
        : 'INVALID_VALUE';
    case 'text':
      if (typeof answer !== 'string') return 'INVALID_VALUE';
      return answer.trim().length > SURVEY_TEXT_MAX ? 'TOO_BIG' : null;
  }
}

/**
 * What is wrong with `answers` to `questions`, by question id (an answer to no question is
 * UNKNOWN_FIELD); empty when they can be kept.
 */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestion[],
  answers: Readonly<Record<string, SurveyAnswer>>,
): Record<string, SurveyProblem> {
  const problems: Record<string, SurveyProblem> = {};
  for (const question of questions) {
    const problem = problemOf(question, answers[question.id]);
    if (problem) problems[question.id] = problem;
  }
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) problems[id] = 'UNKNOWN_FIELD';
  return problems;
}

/** The answers as kept: words trimmed, blanks left out. */
export function cleanSurveyAnswers(
  answers: Readonly<Record<string, SurveyAnswer>>,
): Record<string, SurveyAnswer> {
  const kept: Record<string, SurveyAnswer> = {};
  for (const [id, answer] of Object.entries(answers)) {
    if (isBlank(answer)) continue;
    kept[id] = typeof answer === 'string' ? answer.trim() : answer;
  }
  return kept;
}
