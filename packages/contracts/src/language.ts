import { z } from 'zod';
import { LOCALES, readLocale } from './locale';

/** A language as the API states it: vi or en. */
export const Language = z.enum(LOCALES);

/**
 * A language in a request (query or body): vi or en, or VN and EN in any case (SPEC §9 calls
 * the default language "VN", and the site's `lang` query takes VN and EN), always read as vi or
 * en. Responses use `Language`: a transform cannot be written back out.
 */
export const LanguageParam = z
  .string()
  .transform((value) => readLocale(value) ?? value)
  .pipe(Language);
