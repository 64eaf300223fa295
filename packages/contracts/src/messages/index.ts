import type { ErrorCode, FieldErrorCode } from '../error-codes';
import type { Locale } from '../locale';
import { en } from './en';
import { vi } from './vi';

export const MESSAGES = { vi, en } as const;

export function messageFor(code: ErrorCode | FieldErrorCode, locale: Locale): string {
  return MESSAGES[locale][code];
}

/** The text of a code an answer carried, or "something went wrong" for one this build does not know. */
export function knownMessage(code: string, locale: Locale): string {
  return Object.hasOwn(MESSAGES[locale], code)
    ? MESSAGES[locale][code as ErrorCode]
    : MESSAGES[locale].SOMETHING_WENT_WRONG;
}
