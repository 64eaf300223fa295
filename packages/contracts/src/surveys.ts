import { z } from 'zod';
import { SURVEY_MAX_OPTIONS, SURVEY_MAX_QUESTIONS, SURVEY_QUESTION_KINDS } from './constants';
import { Language, LanguageParam } from './language';
import { Id, Slug } from './taxonomy';

// Reader surveys (SPEC §1 "take surveys", §9 "Survey takes 60 seconds in the popup"): a few
// questions a member answers once; the site invites readers to it after 60 seconds.

const Key = z.string().regex(/^[a-z0-9-]{1,40}$/);
export const SurveyOption = z.object({ id: Key, label: z.string() });
/** a question as stored and sent (the answer rules are in survey-rules.ts, without zod) */
export const SurveyQuestion = z.object({
  id: Key,
  kind: z.enum(SURVEY_QUESTION_KINDS),
  label: z.string(),
  required: z.boolean(),
  /** the choices of a single or multiple choice question */
  options: z.array(SurveyOption).default([]),
  /** the words under 1 and under SURVEY_SCALE_MAX of a scale question */
  scaleLabels: z.tuple([z.string(), z.string()]).optional(),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

export const Survey = z.object({
  _id: Id,
  slug: z.string(),
  language: Language,
  title: z.string(),
  intro: z.string(),
  questions: z.array(SurveyQuestion),
  /** which version of the questions these are: an answer sends it back (an editor may rewrite them) */
  revision: z.string(),
  /** answers are taken (open and not past its closing time) */
  isOpen: z.boolean(),
  closesAt: z.string().nullable(),
});
export type Survey = z.infer<typeof Survey>;

/** One answer: an option id, several, a 1–5 value, or words. */
export const SurveyAnswer = z.union([
  z.string().max(10_000),
  z.array(z.string().max(40)).max(30),
  z.number().int(),
]);
export type SurveyAnswer = z.infer<typeof SurveyAnswer>;
export const SurveyResponseBody = z.strictObject({
  answers: z.record(z.string().max(40), SurveyAnswer),
  /** the survey's `revision` the answers were given to; another one is SURVEY_CHANGED */
  revision: z.string().max(64).optional(),
});
export type SurveyResponseBody = z.infer<typeof SurveyResponseBody>;
export const SurveyState = z.object({ answered: z.boolean() });
export type SurveyState = z.infer<typeof SurveyState>;
export const SurveyIdParams = z.object({ id: Id });
export const SurveySlugParams = z.object({ slug: Slug });

/**
 * The editors' list: each survey with its number of responses, when it opens (or opened) and its
 * status (`closed`: closed by an editor, whatever its dates say).
 */
export const StaffSurvey = Survey.extend({
  responses: z.number().int(),
  opensAt: z.string(),
  status: z.enum(['open', 'closed']),
});
export type StaffSurvey = z.infer<typeof StaffSurvey>;
export const StaffSurveyList = z.array(StaffSurvey);
export type StaffSurveyList = z.infer<typeof StaffSurveyList>;

/** Per question: how many chose each option, the scale's counts and mean, the number of written answers. */
export const SurveyResults = z.object({
  survey: Survey,
  responses: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      answered: z.number().int(),
      counts: z.record(z.string(), z.number().int()),
      mean: z.number().nullable(),
      texts: z.array(z.string()),
    }),
  ),
});
export type SurveyResults = z.infer<typeof SurveyResults>;

/**
 * A survey as an editor writes it (POST v2/staff/survey) or rewrites it before anyone has
 * answered (PUT v2/staff/survey/:id): the API gives the questions and their
 * options their ids (q1, q2…; o1, o2…) and the survey its address (the title's, unless `slug`).
 * A choice question needs two different options at least; the others keep none.
 */
export const SurveyDraftQuestion = z.strictObject({
  kind: z.enum(SURVEY_QUESTION_KINDS),
  label: z.string().trim().min(1).max(300),
  required: z.boolean(),
  options: z.array(z.string().trim().min(1).max(200)).max(SURVEY_MAX_OPTIONS).default([]),
  scaleLabels: z.tuple([z.string().trim().max(60), z.string().trim().max(60)]).optional(),
});
export type SurveyDraftQuestion = z.infer<typeof SurveyDraftQuestion>;
export const SurveyDraft = z.strictObject({
  language: LanguageParam,
  title: z.string().trim().min(1).max(200),
  slug: Slug.optional(),
  intro: z.string().trim().max(2000).default(''),
  /** when it starts taking answers; none: now */
  opensAt: z.iso.datetime({ offset: true }).optional(),
  /** when it stops; none: when an editor closes it */
  closesAt: z.iso.datetime({ offset: true }).optional(),
  questions: z.array(SurveyDraftQuestion).min(1).max(SURVEY_MAX_QUESTIONS),
});
export type SurveyDraft = z.infer<typeof SurveyDraft>;
