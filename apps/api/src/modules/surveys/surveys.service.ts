import {
  checkSurveyAnswers,
  cleanSurveyAnswers,
  type SurveyAnswer,
  type SurveyResults,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError, validationError } from '../../lib/app-error';
import * as repo from './surveys.repository';

/** Written answers shown with the results, newest first. */
const TEXTS_SHOWN = 50;

/**
 * Keeps a member's answers to an open survey, once: the answers are checked against the survey's
 * own questions (a missing required answer or an option it does not have is a field error named
 * `answers.<question>`); a second response is SURVEY_ALREADY_ANSWERED and changes nothing.
 */
export async function respond(
  db: Db,
  surveyId: string,
  userId: string,
  answers: Record<string, SurveyAnswer>,
): Promise<void> {
  const row = await repo.findSurveyById(db, surveyId);
  if (!row) throw new AppError('SURVEY_NOT_FOUND');
  if (!repo.toSurvey(row).isOpen) throw new AppError('SURVEY_CLOSED');
  const problems = checkSurveyAnswers(row.questions, answers);
  if (Object.keys(problems).length > 0)
    throw validationError(Object.entries(problems).map(([id, code]) => ({ field: `answers.${id}`, code })));
  if (!(await repo.insertResponse(db, surveyId, userId, cleanSurveyAnswers(answers))))
    throw new AppError('SURVEY_ALREADY_ANSWERED');
}

/** The results for the editors: counts per option and scale value, the scale's mean, the words. */
export async function results(db: Db, surveyId: string): Promise<SurveyResults> {
  const row = await repo.findSurveyById(db, surveyId);
  if (!row) throw new AppError('SURVEY_NOT_FOUND');
  const responses = await repo.allAnswers(db, surveyId);
  return {
    survey: repo.toSurvey(row),
    responses: responses.length,
    questions: row.questions.map((question) => {
      const given = responses.map((answers) => answers[question.id]).filter((a) => a !== undefined);
      const counts: Record<string, number> = {};
      const bump = (key: string) => {
        counts[key] = (counts[key] ?? 0) + 1;
      };
      for (const answer of given) {
        if (Array.isArray(answer)) answer.forEach(bump);
        else if (question.kind !== 'text') bump(String(answer));
      }
      const values = given.filter((a): a is number => typeof a === 'number');
      return {
        id: question.id,
        answered: given.length,
        counts,
        mean: values.length
          ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100
          : null,
        texts:
          question.kind === 'text'
            ? given.filter((a): a is string => typeof a === 'string').slice(0, TEXTS_SHOWN)
            : [],
      };
    }),
  };
}
