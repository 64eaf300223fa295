import type { ErrorCode, FieldErrorCode } from '../error-codes';
import type { Locale } from '../locale';
import { en } from './en';
import { vi } from './vi';

export const MESSAGES = { vi, en } as const;

export function messageFor(code: ErrorCode | FieldErrorCode, locale: Locale): string {
  return MESSAGES[locale][code];
}
