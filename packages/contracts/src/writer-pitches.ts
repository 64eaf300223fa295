import { z } from 'zod';
import { LIST_PAGE_MAX } from './constants';
import { Language } from './language';
import { queryInt } from './query';
import { Id } from './taxonomy';

// The editors' inbox of pitches from outside writers (sent through /community-writer-form,
// `POST v2/community-writer`): what the API's v2/staff/writer-pitch… routes and the staff page
// agree on. A pitch is new until an editor accepts or declines it, once; the writer is told by
// mail in the pitch's language, with the editor's note.

export const PITCH_STATUSES = ['new', 'accepted', 'declined'] as const;
export const PitchStatus = z.enum(PITCH_STATUSES);
export type PitchStatus = z.infer<typeof PitchStatus>;

/** Pitches a page of the inbox shows. */
export const PITCHES_PAGE_SIZE = 20;
/** An editor's note to the writer, sent in the decision's mail. */
export const PITCH_NOTE_MAX_LENGTH = 2000;

/** GET v2/staff/writer-pitches – new: oldest first (a queue); accepted, declined: newest first. */
export const WriterPitchQuery = z.object({
  status: PitchStatus.default('new'),
  page: queryInt(1, LIST_PAGE_MAX).default(1),
});
export type WriterPitchQuery = z.infer<typeof WriterPitchQuery>;

export const WriterPitch = z.object({
  _id: Id,
  language: Language,
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  topic: z.string(),
  pitch: z.string(),
  /** http(s) only (the form's rule), or empty */
  portfolioUrl: z.string(),
  createdAt: z.string(),
  status: PitchStatus,
  editorNote: z.string(),
  /** the editor who decided, while their account exists */
  reviewer: z.object({ _id: Id, name: z.string() }).nullable(),
  reviewedAt: z.string().nullable(),
});
export type WriterPitch = z.infer<typeof WriterPitch>;

export const WriterPitchPage = z.object({
  docs: z.array(WriterPitch),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  /** pitches with this status */
  total: z.number().int(),
  /** new pitches, whichever tab is shown (the inbox's count) */
  waiting: z.number().int(),
});
export type WriterPitchPage = z.infer<typeof WriterPitchPage>;

export const WriterPitchParams = z.object({ id: Id });

/** POST v2/staff/writer-pitch/:id/accept | decline */
export const PitchDecisionBody = z.strictObject({
  note: z.string().trim().max(PITCH_NOTE_MAX_LENGTH).default(''),
});
export type PitchDecisionBody = z.infer<typeof PitchDecisionBody>;
