import {
  isChoiceKind,
  type StaffSurvey,
  SURVEY_MAX_QUESTIONS,
  SURVEY_QUESTION_KINDS,
  type SurveyDraft,
} from '@magazine/contracts';

// The survey editor's form (/survey-results/new, /survey-results/<id>/edit) as the API's
// SurveyDraft, a kept survey as the form's fields, and the API's field names back as the form's. The form has a block of fields per question, `q0.label`, `q0.kind`,
// `q0.required`, `q0.options` (one per line), `q0.scaleLow`, `q0.scaleHigh`; a block left empty
// is no question. No zod here: the shapes are checked by the API, which names what is wrong.

type Kind = (typeof SURVEY_QUESTION_KINDS)[number];

/** Blocks the form starts with, and how many it may grow to ("add a question"). */
export const FIRST_BLOCKS = 3;
export const MAX_BLOCKS = SURVEY_MAX_QUESTIONS;

/** The times are typed as Vietnam's (SPEC §9: Asia/Ho_Chi_Minh, which keeps no summer time). */
const VIETNAM_OFFSET = '+07:00';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/;

/**
 * A `datetime-local` value (or the same typed with a space, where a browser shows a plain text
 * field) as an instant in Vietnam's time; null when it is not one.
 */
export function vietnamInstant(typed: string): string | null {
  if (!LOCAL_TIME.test(typed)) return null;
  const value = typed.replace(' ', 'T');
  const instant = new Date(`${value}:00${VIETNAM_OFFSET}`).getTime();
  if (Number.isNaN(instant)) return null;
  // 2026-02-30T10:00 parses (and rolls over): only a date that reads back the same is one
  const back = new Date(instant + 7 * 3_600_000).toISOString().slice(0, 16);
  return back === value ? `${value}:00${VIETNAM_OFFSET}` : null;
}

/** An instant as the `datetime-local` value of Vietnam's clock (`2026-12-01T08:30`). */
export function vietnamLocal(instant: string): string {
  return new Date(Date.parse(instant) + 7 * 3_600_000).toISOString().slice(0, 16);
}

/**
 * A kept survey as the editor's fields, to rewrite it: what readDraft reads back into the same
 * draft, with one empty block to add a question in. The opening time is given only while it is
 * still to come: left empty, one already past stays as it was, to the second (the form's is to
 * the minute).
 */
export function surveyFormValues(survey: StaffSurvey, now = Date.now()): Record<string, string> {
  const values: Record<string, string> = {
    language: survey.language,
    title: survey.title,
    slug: survey.slug,
    intro: survey.intro,
    blocks: String(Math.min(MAX_BLOCKS, survey.questions.length + 1)),
  };
  if (Date.parse(survey.opensAt) > now) values.opensAt = vietnamLocal(survey.opensAt);
  if (survey.closesAt) values.closesAt = vietnamLocal(survey.closesAt);
  survey.questions.forEach((question, i) => {
    values[`q${i}.label`] = question.label;
    values[`q${i}.kind`] = question.kind;
    if (question.required) values[`q${i}.required`] = 'on';
    if (question.options.length > 0)
      values[`q${i}.options`] = question.options.map((o) => o.label).join('\n');
    if (question.scaleLabels) [values[`q${i}.scaleLow`], values[`q${i}.scaleHigh`]] = question.scaleLabels;
  });
  return values;
}

/** How many question blocks the form shows: those filled in, one empty more, within the bounds. */
export function blockCount(values: Readonly<Record<string, string>>): number {
  const asked = Number(values.blocks);
  let filled = 0;
  for (let i = 0; i < MAX_BLOCKS; i++) if (blockFilled(values, i)) filled = i + 1;
  const wanted = Number.isInteger(asked) ? asked : FIRST_BLOCKS;
  return Math.min(MAX_BLOCKS, Math.max(FIRST_BLOCKS, filled, wanted));
}

function blockFilled(values: Readonly<Record<string, string>>, i: number): boolean {
  return ['label', 'options', 'scaleLow', 'scaleHigh'].some((name) => (values[`q${i}.${name}`] ?? '').trim());
}

export type DraftProblem = 'REQUIRED' | 'INVALID_FORMAT';

export type ReadDraft = {
  draft: SurveyDraft;
  /** the form's block of each of the draft's questions, to name the API's `questions.N…` fields */
  blocks: number[];
  /** what the form itself can tell is wrong, by the form's field names */
  problems: Record<string, DraftProblem>;
};

/** The form's fields as the API's draft, with what is missing or malformed before asking it. */
export function readDraft(values: Readonly<Record<string, string>>): ReadDraft {
  const problems: Record<string, DraftProblem> = {};
  const questions: SurveyDraft['questions'] = [];
  const blocks: number[] = [];
  for (let i = 0; i < blockCount(values); i++) {
    if (!blockFilled(values, i)) continue;
    const field = (name: string) => (values[`q${i}.${name}`] ?? '').trim();
    const kind = (SURVEY_QUESTION_KINDS as readonly string[]).includes(field('kind'))
      ? (field('kind') as Kind)
      : 'single';
    if (!field('label')) problems[`q${i}.label`] = 'REQUIRED';
    const options = field('options')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const scale: [string, string] = [field('scaleLow'), field('scaleHigh')];
    questions.push({
      kind,
      label: field('label'),
      required: values[`q${i}.required`] === 'on',
      options: isChoiceKind(kind) ? options : [],
      ...(kind === 'scale' && scale.some(Boolean) ? { scaleLabels: scale } : {}),
    });
    blocks.push(i);
  }
  if (questions.length === 0) problems['q0.label'] = 'REQUIRED';
  if (!(values.title ?? '').trim()) problems.title = 'REQUIRED';
  const time = (name: 'opensAt' | 'closesAt') => {
    const value = (values[name] ?? '').trim();
    if (!value) return undefined;
    const instant = vietnamInstant(value);
    if (!instant) problems[name] = 'INVALID_FORMAT';
    return instant ?? undefined;
  };
  const slug = (values.slug ?? '').trim();
  const opensAt = time('opensAt');
  const closesAt = time('closesAt');
  return {
    draft: {
      language: values.language === 'en' ? 'en' : 'vi',
      title: (values.title ?? '').trim(),
      ...(slug ? { slug } : {}),
      intro: (values.intro ?? '').trim(),
      ...(opensAt ? { opensAt } : {}),
      ...(closesAt ? { closesAt } : {}),
      questions,
    },
    blocks,
    problems,
  };
}

/** The form's name of a field the API named (`questions.2.options` → `q4.options`). */
export function formFieldOf(apiField: string, blocks: readonly number[]): string {
  const question = /^questions\.(\d+)(?:\.(\w+))?/.exec(apiField);
  if (!question) return apiField === 'questions' ? 'q0.label' : apiField.split('.')[0]!;
  const block = blocks[Number(question[1])] ?? 0;
  const name =
    question[2] === 'scaleLabels'
      ? apiField.endsWith('.1')
        ? 'scaleHigh'
        : 'scaleLow'
      : (question[2] ?? 'label');
  return `q${block}.${name}`;
}
