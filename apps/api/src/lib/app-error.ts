import { type ErrorCode, type FieldErrorCode, statusOf } from '@magazine/contracts';

export type FieldProblem = { field: string; code: FieldErrorCode };

/**
 * A failure the client is told about: the code travels in the envelope's `message`, and a
 * refusal that concerns particular fields lists them in `data.fields` (texts in the
 * request's language are added by the error handler).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly fields: FieldProblem[] | undefined;
  /** extra facts for the client (e.g. the email of an expired link), never internal details */
  readonly data: Record<string, unknown> | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { fields?: FieldProblem[]; data?: Record<string, unknown> } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusOf(code);
    this.fields = options.fields;
    this.data = options.data;
  }
}

/** A 400 VALIDATION_ERROR naming fields, for rules checked after the schema (captcha, identity). */
export function validationError(fields: FieldProblem[]): AppError {
  return new AppError('VALIDATION_ERROR', { fields });
}
