import { type ErrorCode, statusOf } from '@magazine/contracts';

/** A failure the client is told about: the code travels in the envelope's `message`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(readonly code: ErrorCode) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusOf(code);
  }
}
