import { type Locale, otherLocale } from '@magazine/contracts';
import { localizedPairs, PATHNAMES } from '../../i18n/pathnames';

const STATIC_PATHS = new Set(Object.keys(PATHNAMES).filter((path) => !path.includes('[')));
const VERTICAL_PATH = /^\/vertical\/[a-z]+$/;

/** The public URL of an internal (English-named) path in a language. */
export function publicPath(internal: string, locale: Locale): string {
  if (locale === 'en') return internal === '/' ? '/en' : `/en${internal}`;
  return localizedPairs().find((pair) => pair.internal === internal)?.vi ?? internal;
}

/** Public or internal pathname (`/ve-chung-toi`, `/vi/about`, `/en/about`) → internal path. */
export function internalPath(pathname: string): string {
  const rest = pathname.replace(/^\/(vi|en)(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  return localizedPairs().find((pair) => pair.vi === rest)?.internal ?? rest;
}

/**
 * Where the language switch leads by default: the same page in the other language for pages
 * that exist in both, else the other language's homepage. Articles override this with their
 * translation. Gives the same answer for the public and the rewritten pathname, so server and
 * client render alike.
 */
export function alternatePathFor(pathname: string, locale: Locale): string {
  const target = otherLocale(locale);
  const internal = internalPath(pathname);
  if (STATIC_PATHS.has(internal) || VERTICAL_PATH.test(internal)) return publicPath(internal, target);
  return publicPath('/', target);
}
