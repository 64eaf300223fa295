import { z } from 'zod';

/**
 * Every domain code the API may put in `message`, with its HTTP status.
 * The envelope's `errorCode` is 200 on success and the HTTP status otherwise;
 * the transport client's own codes (999 unknown, -1 login required) are in TRANSPORT_CODES.
 */
export const ERROR_CODES = {
  // success messages of SPEC §8
  GET_DATA_SUCCESSFUL: 200,
  POST_DATA_SUCCESSFUL: 200,
  PASSWORD_HAS_BEEN_RESTORE_CHECK_LOGIN: 200,
  // request problems
  VALIDATION_ERROR: 400,
  ROUTE_NOT_FOUND: 404,
  ARTICLE_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  // accounts (SPEC §8)
  LOGIN_FAIL: 401,
  WRONG_EMAIL_OR_PASSWORD: 401,
  INVALID_TOKEN: 401,
  EMAIL_NOT_YET_VERIFIED: 403,
  USER_NOT_FOUND: 404,
  EMAIL_ALREADY_EXISTS: 409,
  INVALID_AGE: 422,
  INVALID_BIRTHDAY: 422,
  INVALID_DATE_OF_ISSUE: 422,
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
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const TRANSPORT_CODES = {
  SUCCESS: 200,
  UNKNOWN: 999,
  LOGIN_REQUIRED: -1,
} as const;

export const FieldError = z.object({
  field: z.string(),
  code: z.enum(FIELD_ERROR_CODES),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

/** The envelope of every API body: `{ errorCode, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ errorCode: z.number().int(), message: z.string(), data });
}

export const ErrorBody = z.object({
  errorCode: z.number().int(),
  message: z.string(),
  data: z.union([z.object({ fields: z.array(FieldError) }), z.null()]),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export type Envelope<T> = { errorCode: number; message: string; data: T };
