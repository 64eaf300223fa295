import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './accounts/rules';
import { Role, SocialProvider } from './accounts/schemas';
import { Language, LanguageParam } from './language';
import { SurveyAnswer } from './surveys';

// The profile's settings and email settings, and what a member can do with the account itself:
// download everything the site holds about them, or delete it (SPEC §2 profile).

/** The settings tab: who the member is and which mails they get. */
export const MemberSettings = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** YYYY-MM-DD, or null when not given */
  dob: z.string().nullable(),
  language: Language,
  /** the weekly newsletter, Tuesday mornings (SPEC §9) */
  weeklyNewsletter: z.boolean(),
  /** the suggestion mails, Monday and Thursday mornings (SPEC §9) */
  suggestions: z.boolean(),
  hasPassword: z.boolean(),
  isEmailVerified: z.boolean(),
  providers: z.array(SocialProvider),
});
export type MemberSettings = z.infer<typeof MemberSettings>;

/** POST v2/member/settings: each field optional; an empty dob clears it. */
export const SettingsBody = z.strictObject({
  name: z.string().trim().min(1, 'FULLNAME_REQUIRED').max(NAME_MAX_LENGTH).optional(),
  dob: z
    .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_BIRTHDAY'), z.null()])
    .transform((v) => (v === '' ? null : v))
    .optional(),
  language: LanguageParam.optional(),
});
export type SettingsBody = z.infer<typeof SettingsBody>;

/** POST v2/member/email-settings */
export const EmailSettingsBody = z.strictObject({
  weeklyNewsletter: z.boolean().optional(),
  suggestions: z.boolean().optional(),
});
export type EmailSettingsBody = z.infer<typeof EmailSettingsBody>;

/**
 * Downloading or deleting the account asks who is there: the password, or (a social account
 * without one) a login in the last REAUTH_FRESH_LOGIN_MINUTES.
 */
export const ReauthBody = z.strictObject({ password: z.string().max(PASSWORD_MAX_LENGTH).optional() });
export type ReauthBody = z.infer<typeof ReauthBody>;
export const REAUTH_FRESH_LOGIN_MINUTES = 10;

const Timestamp = z.string();
const Followed = z.object({ _id: z.string(), name: z.string(), followedAt: Timestamp });
const ArticleRef = z.object({ articleId: z.string(), title: z.string().nullable(), at: Timestamp });

/** Everything the site holds about the member, as one JSON document. */
export const AccountExport = z.object({
  exportedAt: Timestamp,
  account: z.object({
    _id: z.string(),
    email: z.string(),
    name: z.string(),
    role: Role,
    language: Language,
    avatar: z.string().nullable(),
    dob: z.string().nullable(),
    emailVerifiedAt: Timestamp.nullable(),
    weeklyNewsletter: z.boolean(),
    suggestions: z.boolean(),
    hasPassword: z.boolean(),
    onboardedAt: Timestamp.nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
  identity: z
    .object({
      fullname: z.string(),
      dob: z.string(),
      identityNumber: z.string(),
      identityDate: z.string(),
      identityPlace: z.string(),
      hasFrontImage: z.boolean(),
      hasBackImage: z.boolean(),
      createdAt: Timestamp,
    })
    .nullable(),
  socialAccounts: z.array(
    z.object({ provider: z.string(), email: z.string().nullable(), linkedAt: Timestamp }),
  ),
  sessions: z.array(
    z.object({
      platform: z.string(),
      createdAt: Timestamp,
      lastSeenAt: Timestamp,
      revokedAt: Timestamp.nullable(),
    }),
  ),
  following: z.object({ topics: z.array(Followed), authors: z.array(Followed), series: z.array(Followed) }),
  bookmarks: z.array(ArticleRef),
  likes: z.array(ArticleRef),
  readingHistory: z.array(ArticleRef),
  comments: z.array(
    z.object({
      _id: z.string(),
      articleId: z.string(),
      parentId: z.string().nullable(),
      body: z.string(),
      status: z.string(),
      createdAt: Timestamp,
      editedAt: Timestamp.nullable(),
      deletedAt: Timestamp.nullable(),
    }),
  ),
  commentReports: z.array(z.object({ commentId: z.string(), reason: z.string(), createdAt: Timestamp })),
  /** pitches sent from the member's email, with the editors' answer (new until there is one) */
  writerPitches: z.array(
    z.object({
      topic: z.string(),
      pitch: z.string(),
      createdAt: Timestamp,
      status: z.string(),
      editorNote: z.string(),
      answeredAt: Timestamp.nullable(),
    }),
  ),
  /** tickets reserved for events, cancelled ones included */
  eventReservations: z.array(
    z.object({
      event: z.string().nullable(),
      ticket: z.string(),
      quantity: z.number().int(),
      totalVnd: z.number().int(),
      code: z.string(),
      status: z.string(),
      createdAt: Timestamp,
      cancelledAt: Timestamp.nullable(),
      /** when the holder was let in at the gate */
      checkedInAt: Timestamp.nullable(),
    }),
  ),
  /** the member's vote in each event's vote */
  eventVotes: z.array(z.object({ event: z.string().nullable(), choice: z.string(), at: Timestamp })),
  /** the member's answers to reader surveys, by question id */
  surveyAnswers: z.array(
    z.object({ survey: z.string(), answers: z.record(z.string(), SurveyAnswer), at: Timestamp }),
  ),
  /** the newsletter editions sent to the member (kept 60 days) */
  newslettersSent: z.array(z.object({ edition: z.string(), at: Timestamp })),
});
export type AccountExport = z.infer<typeof AccountExport>;
