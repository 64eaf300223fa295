import {
  checkSurveyAnswers,
  cleanSurveyAnswers,
  isChoiceKind,
  type SurveyAnswer,
  type SurveyDraft,
  type SurveyQuestion,
  type SurveyResults,
  slugify,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { v7 as uuidv7 } from 'uuid';
import { AppError, type FieldProblem, validationError } from '../../lib/app-error';
import * as repo from './surveys.repository';

/** Written answers shown with the results, newest first. */
const TEXTS_SHOWN = 50;

/**
 * Keeps a member's answers to an open survey, once: the answers are checked against the survey's
 * own questions (a missing required answer or an option it does not have is a field error named
 * `answers.<question>`); a second response is SURVEY_ALREADY_ANSWERED and changes nothing.
 * Answers given to questions an editor has since rewritten (`revision`) are SURVEY_CHANGED.
 */
export async function respond(
  db: Db,
  surveyId: string,
  userId: string,
  answers: Record<string, SurveyAnswer>,
  revision?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // the survey's questions cannot be replaced (updateSurvey) between the check and the insert
    const row = await repo.lockSurvey(tx, surveyId, 'share');
    if (!row) throw new AppError('SURVEY_NOT_FOUND');
    if (!repo.toSurvey(row).isOpen) throw new AppError('SURVEY_CLOSED');
    if (revision !== undefined && revision !== repo.revisionOf(row.questions))
      throw new AppError('SURVEY_CHANGED');
    const problems = checkSurveyAnswers(row.questions, answers);
    if (Object.keys(problems).length > 0)
      throw validationError(Object.entries(problems).map(([id, code]) => ({ field: `answers.${id}`, code })));
    if (!(await repo.insertResponse(tx, surveyId, userId, cleanSurveyAnswers(answers))))
      throw new AppError('SURVEY_ALREADY_ANSWERED');
  });
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

/** Two choices are the same one whatever their case or how their accents were typed. */
const sameText = (text: string) => text.normalize('NFC').toLocaleLowerCase('vi');
const nfc = (text: string) => text.normalize('NFC');

/**
 * What is wrong with an editor's survey beyond its shape: a choice question with fewer than two
 * options or the same option twice, a closing time not after the opening (or already past), an
 * address the title gives none of.
 */
export function draftProblems(draft: SurveyDraft, now = new Date()): FieldProblem[] {
  const problems: FieldProblem[] = [];
  draft.questions.forEach((question, index) => {
    if (!isChoiceKind(question.kind)) return;
    const field = `questions.${index}.options`;
    if (question.options.length < 2) problems.push({ field, code: 'TOO_SMALL' });
    else if (new Set(question.options.map(sameText)).size < question.options.length)
      problems.push({ field, code: 'INVALID_VALUE' });
  });
  const opens = draft.opensAt ? new Date(draft.opensAt) : now;
  if (draft.closesAt && (new Date(draft.closesAt) <= opens || new Date(draft.closesAt) <= now))
    problems.push({ field: 'closesAt', code: 'INVALID_VALUE' });
  if (!draft.slug && !slugify(draft.title)) problems.push({ field: 'slug', code: 'REQUIRED' });
  return problems;
}

/** The questions as kept: ids by position, options only on choice questions, scale words on scales. */
export function storedQuestions(draft: SurveyDraft): SurveyQuestion[] {
  return draft.questions.map((question, index) => ({
    id: `q${index + 1}`,
    kind: question.kind,
    label: nfc(question.label),
    required: question.required,
    options: isChoiceKind(question.kind)
      ? question.options.map((label, i) => ({ id: `o${i + 1}`, label: nfc(label) }))
      : [],
    ...(question.kind === 'scale' && question.scaleLabels?.some(Boolean)
      ? { scaleLabels: question.scaleLabels }
      : {}),
  }));
}

/** The stored columns of an editor's draft (its address the title's unless one is typed). */
function draftColumns(draft: SurveyDraft) {
  return {
    slug: draft.slug ?? slugify(draft.title),
    language: draft.language,
    title: draft.title,
    intro: draft.intro,
    questions: storedQuestions(draft),
    closesAt: draft.closesAt ? new Date(draft.closesAt) : null,
  };
}

/**
 * Writes an editor's survey (open from `opensAt`, now if none): field errors for what
 * draftProblems finds, SURVEY_SLUG_TAKEN when the language has a survey at that address.
 */
export async function createSurvey(db: Db, draft: SurveyDraft) {
  const problems = draftProblems(draft);
  if (problems.length > 0) throw validationError(problems);
  const row = await repo.insertSurvey(db, {
    id: uuidv7(),
    ...draftColumns(draft),
    ...(draft.opensAt ? { opensAt: new Date(draft.opensAt) } : {}),
  });
  if (!row) throw new AppError('SURVEY_SLUG_TAKEN');
  return row;
}

/**
 * Rewrites a survey no member has answered yet (its status stays): the same checks as
 * createSurvey, SURVEY_HAS_RESPONSES once anyone has answered (the answers were given to its
 * questions as they are). Without `opensAt` a survey already open stays opened when it was,
 * one still to open opens now.
 */
export async function updateSurvey(db: Db, id: string, draft: SurveyDraft, now = new Date()) {
  const problems = draftProblems(draft, now);
  if (problems.length > 0) throw validationError(problems);
  return db.transaction(async (tx) => {
    const current = await repo.lockSurvey(tx, id, 'update');
    if (!current) throw new AppError('SURVEY_NOT_FOUND');
    if (await repo.hasResponses(tx, id)) throw new AppError('SURVEY_HAS_RESPONSES');
    const row = await repo.updateSurvey(tx, id, {
      ...draftColumns(draft),
      opensAt: draft.opensAt ? new Date(draft.opensAt) : current.opensAt < now ? current.opensAt : now,
    });
    if (!row) throw new AppError('SURVEY_SLUG_TAKEN');
    return row;
  });
}

/**
 * Deletes a survey no one has answered (one written by mistake); SURVEY_HAS_RESPONSES once anyone
 * has, as for an edit: the answers given stay, with the survey they were given to.
 */
export async function deleteSurvey(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockSurvey(tx, id, 'update'))) throw new AppError('SURVEY_NOT_FOUND');
    if (await repo.hasResponses(tx, id)) throw new AppError('SURVEY_HAS_RESPONSES');
    await repo.deleteSurvey(tx, id);
  });
}
