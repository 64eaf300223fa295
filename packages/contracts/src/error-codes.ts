// The API's codes and their statuses: what the browser needs too, so no zod here (zod stays in
// the schemas, out of the pages' JavaScript).
import { ACCOUNT_FIELD_CODES } from './accounts/rules';

/**
 * Every domain code the API may put in `message`, with its HTTP status.
 * The envelope's `errorCode` is 200 on success and the HTTP status otherwise;
 * the transport client's own codes (999 unknown, -1 login required) are in TRANSPORT_CODES.
 */
export const ERROR_CODES = {
  // success messages (SPEC §8 and the account flows)
  GET_DATA_SUCCESSFUL: 200,
  POST_DATA_SUCCESSFUL: 200,
  PASSWORD_HAS_BEEN_RESTORE_CHECK_LOGIN: 200,
  LOGIN_SUCCESSFUL: 200,
  REGISTER_SUCCESSFUL: 200,
  LOGOUT_SUCCESSFUL: 200,
  EMAIL_VERIFIED: 200,
  VERIFICATION_EMAIL_SENT: 200,
  RECOVERY_EMAIL_SENT: 200,
  PASSWORD_CHANGED: 200,
  PASSWORD_CREATED: 200,
  PROFILE_UPDATED: 200,
  // a community writer's pitch was stored
  PITCH_RECEIVED: 200,
  // an editor answered a pitch (the writer is told by mail)
  PITCH_ACCEPTED: 200,
  PITCH_DECLINED: 200,
  // members (follow, bookmark, like, comments, profile)
  FOLLOWED: 200,
  UNFOLLOWED: 200,
  BOOKMARKED: 200,
  UNBOOKMARKED: 200,
  LIKED: 200,
  UNLIKED: 200,
  COMMENT_POSTED: 200,
  COMMENT_HELD_FOR_REVIEW: 200,
  COMMENT_UPDATED: 200,
  COMMENT_DELETED: 200,
  COMMENT_REPORTED: 200,
  COMMENT_MODERATED: 200,
  COMMENT_APPROVED: 200,
  COMMENT_HIDDEN: 200,
  BANNED_WORD_ADDED: 200,
  BANNED_WORD_REMOVED: 200,
  MEMBER_BANNED: 200,
  TOPICS_CHOSEN: 200,
  EMAIL_SETTINGS_SAVED: 200,
  // a newsletter's unsubscribe link was followed
  UNSUBSCRIBED: 200,
  SURVEY_ANSWERED: 200,
  // the editors close a survey before its closing date, or open it again
  SURVEY_STOPPED: 200,
  SURVEY_REOPENED: 200,
  // an editor wrote a new survey
  SURVEY_CREATED: 200,
  SURVEY_UPDATED: 200,
  SURVEY_DELETED: 200,
  AVATAR_UPDATED: 200,
  ACCOUNT_DELETED: 200,
  // a login that succeeds for a member who has not verified the email yet (docs/decisions/0002)
  EMAIL_NOT_YET_VERIFIED: 200,
  // an event's tickets and vote
  TICKETS_RESERVED: 200,
  RESERVATION_CANCELLED: 200,
  VOTE_RECORDED: 200,
  // the staff at an event's gate let a reservation's holder in
  TICKETS_CHECKED_IN: 200,
  // a check-in made by mistake (the wrong row, the wrong code) is taken back while the event runs
  CHECK_IN_UNDONE: 200,
  // request problems
  VALIDATION_ERROR: 400,
  ROUTE_NOT_FOUND: 404,
  ARTICLE_NOT_FOUND: 404,
  TOPIC_NOT_FOUND: 404,
  TAG_NOT_FOUND: 404,
  AUTHOR_NOT_FOUND: 404,
  COLLECTION_NOT_FOUND: 404,
  SERIES_NOT_FOUND: 404,
  COMMENT_NOT_FOUND: 404,
  PITCH_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  /** the path exists, not for this method; the answer's Allow header lists those it takes */
  METHOD_NOT_ALLOWED: 405,
  /** the request (headers and body) did not arrive within the server's time */
  REQUEST_TIMEOUT: 408,
  /** an If-Match (or If-Unmodified-Since) the resource no longer satisfies */
  PRECONDITION_FAILED: 412,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** a Range past the end of a media file; Content-Range gives its length */
  RANGE_NOT_SATISFIABLE: 416,
  HEADERS_TOO_LARGE: 431,
  // podcasts and videos
  PODCAST_SHOW_NOT_FOUND: 404,
  PODCAST_EPISODE_NOT_FOUND: 404,
  VIDEO_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  TICKET_TYPE_NOT_FOUND: 404,
  RESERVATION_NOT_FOUND: 404,
  VOTE_OPTION_NOT_FOUND: 404,
  // sales close when the event ends (a day pass: when its day is over); data.remaining says how
  // many are left when fewer than asked
  TICKETS_NOT_ON_SALE: 422,
  TICKETS_SOLD_OUT: 422,
  // the vote closes when the event ends
  VOTING_CLOSED: 422,
  // a reservation is cancelled before the event ends, not after
  EVENT_ENDED: 422,
  // at the gate: a code is let in once (data.checkedInAt), never once cancelled, and a day pass
  // only on its day (data.validOn); a checked-in reservation can no longer be cancelled
  RESERVATION_ALREADY_CHECKED_IN: 422,
  RESERVATION_IS_CANCELLED: 422,
  TICKET_NOT_FOR_TODAY: 422,
  // only a checked-in reservation has a check-in to undo
  RESERVATION_NOT_CHECKED_IN: 422,
  // a pitch is accepted or declined once (data: its status and who decided)
  PITCH_ALREADY_DECIDED: 422,
  // tickets and votes are for members who verified their email
  EMAIL_NOT_VERIFIED_FOR_EVENT: 403,
  // accounts (SPEC §8): refusals a form shows are 422, so the web client hands them back
  LOGIN_FAIL: 422,
  WRONG_EMAIL_OR_PASSWORD: 422,
  EMAIL_ALREADY_EXISTS: 422,
  EMAIL_ALREADY_VERIFIED: 422,
  INVALID_AGE: 422,
  INVALID_BIRTHDAY: 422,
  INVALID_DATE_OF_ISSUE: 422,
  CAPTCHA_INVALID: 422,
  LINK_EXPIRED: 422,
  LINK_INVALID: 422,
  SURVEY_CLOSED: 409,
  SURVEY_ALREADY_ANSWERED: 409,
  // the answers were given to questions an editor has since rewritten
  SURVEY_CHANGED: 409,
  SURVEY_NOT_FOUND: 404,
  // another survey of the language has that address
  SURVEY_SLUG_TAKEN: 409,
  // a survey someone has answered keeps its questions
  SURVEY_HAS_RESPONSES: 409,
  OLD_PASSWORD_INCORRECT: 422,
  PASSWORD_NOT_SET: 422,
  PASSWORD_ALREADY_SET: 422,
  USER_NOT_FOUND: 404,
  SOCIAL_PROVIDER_NOT_CONFIGURED: 404,
  // only a missing, unknown, expired or revoked access token is a 401
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  // an unverified member used up the follows allowed before verifying the email (SPEC §4)
  FOLLOW_LIMIT_REACHED: 403,
  // only verified members comment; a banned member no longer can
  EMAIL_NOT_VERIFIED_FOR_COMMENT: 403,
  MEMBER_IS_BANNED: 403,
  // a comment can be edited for COMMENT_EDIT_WINDOW_MINUTES after posting
  COMMENT_EDIT_WINDOW_PASSED: 422,
  // downloading or deleting the account needs the password (or a fresh login for social accounts)
  REAUTHENTICATION_REQUIRED: 422,
  IMAGE_INVALID: 422,
  // server side
  SOMETHING_WENT_WRONG: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** Codes a single field can fail with, listed in a VALIDATION_ERROR's data.fields. */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID_TYPE',
  'INVALID_VALUE',
  'INVALID_FORMAT',
  'TOO_SMALL',
  'TOO_BIG',
  'TOO_MANY_ITEMS',
  'UNKNOWN_FIELD',
  ...ACCOUNT_FIELD_CODES,
  // identity refusals are domain codes (422) that also name their field
  'INVALID_AGE',
  'INVALID_BIRTHDAY',
  'INVALID_DATE_OF_ISSUE',
  // so is a wrong current password on a password change (SPEC §5)
  'OLD_PASSWORD_INCORRECT',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const TRANSPORT_CODES = {
  SUCCESS: 200,
  UNKNOWN: 999,
  LOGIN_REQUIRED: -1,
} as const;
