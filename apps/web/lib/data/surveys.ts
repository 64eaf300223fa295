import 'server-only';
import { type Locale, SLUG_PATTERN, type Survey } from '@magazine/contracts';
import { getPublic } from '../api-client/server';

/** null when there is no such survey (or the slug cannot be one). */
export async function getSurvey(slug: string, language: Locale): Promise<Survey | null> {
  if (slug.length > 200 || !SLUG_PATTERN.test(slug)) return null;
  return getPublic<Survey>(`v2/survey/${slug}`, { query: { language }, tags: ['surveys'] });
}

/** The survey open now in the language, or null. */
export function getCurrentSurvey(language: Locale): Promise<Survey | null> {
  return getPublic<Survey | null>('v2/survey/current', { query: { language }, tags: ['surveys'] });
}
