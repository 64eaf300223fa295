import 'server-only';
import { type Locale, otherLocale } from '@magazine/contracts';
import { redirect } from 'next/navigation';
import { publicPath } from './public-path';

type Found = { url_meta: { path: string; alternates: Partial<Record<string, string>> } };

/**
 * SPEC §2: the language comes from `?lang=`, so the other language's address may be asked for in
 * this one (`/events/le-hoi-huong-vi-ha-noi?lang=en`, or the /en prefix added by hand). When
 * `find` knows the slug in the other language, the reader goes to its translation in `locale`,
 * else to the item in its own language, as an article's address does (components/article/
 * article-route.tsx). Temporary: a translation may appear later. Returns when there is no such
 * item, for the page's 404, and when the way leads back to `internal` itself (two cached answers
 * out of step, for a slug the same in both languages), which would be a loop.
 */
export async function goToOtherLanguage(
  locale: Locale,
  internal: string,
  find: (language: Locale) => Promise<Found | null>,
  to: (path: string) => string = (path) => path,
): Promise<void> {
  const other = await find(otherLocale(locale));
  if (!other) return;
  const target = to(other.url_meta.alternates[locale] ?? other.url_meta.path);
  if (target !== publicPath(internal, locale)) redirect(target);
}
