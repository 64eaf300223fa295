import { type Envelope, ERROR_CODES, type ErrorCode, type Locale, messageFor } from '@magazine/contracts';

/**
 * The reader's text for a refused call: a VALIDATION_ERROR's first field message (the API writes
 * it in the request's language), else the code's message in `locale`, else `fallback` (a code
 * the table does not know, or no answer at all).
 */
export function refusalText(res: Envelope<unknown>, locale: Locale, fallback: string): string {
  const fields = (res.data as { fields?: { message?: unknown }[] } | null)?.fields;
  const field = fields?.[0]?.message;
  if (res.message === 'VALIDATION_ERROR' && typeof field === 'string' && field) return field;
  return Object.hasOwn(ERROR_CODES, res.message) ? messageFor(res.message as ErrorCode, locale) : fallback;
}
