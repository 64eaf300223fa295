import { z } from 'zod';
import { FIELD_ERROR_CODES } from './error-codes';

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
  data: z
    .object({
      /** the fields a VALIDATION_ERROR (or a 422 about particular fields) concerns */
      fields: z.array(FieldError).optional(),
      /** with TOO_MANY_REQUESTS: seconds until the limit lifts */
      retryAfterSeconds: z.number().int().optional(),
      /** with LINK_EXPIRED: where a new link can be sent */
      email: z.string().optional(),
      /** with TICKETS_SOLD_OUT: how many tickets of the type are left */
      remaining: z.number().int().optional(),
      /** with RESERVATION_ALREADY_CHECKED_IN: when the code was let in at the gate */
      checkedInAt: z.string().optional(),
      /** with TICKET_NOT_FOR_TODAY: the day (YYYY-MM-DD) the day pass is for */
      validOn: z.string().optional(),
      /** with PITCH_ALREADY_DECIDED: the answer given and the editor who gave it (null: account gone) */
      status: z.string().optional(),
      reviewer: z.string().nullable().optional(),
    })
    .nullable(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export type Envelope<T> = { errorCode: number; message: string; data: T };
