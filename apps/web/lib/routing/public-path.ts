import { type Locale, otherLocale } from '@magazine/contracts';
import { localizedPairs, PATHNAMES } from '../../i18n/pathnames';
import { escapeRegExp } from '../escape-reg-exp';

const STATIC_PATHS = new Set(Object.keys(PATHNAMES).filter((path) => !path.includes('[')));

/** A path pattern (`/topic/[slug]`) as a matcher capturing its parameters in order. */
function matcherOf(pattern: string): RegExp {
  const parts = pattern.split(/\[\w+\]/).map(escapeRegExp);
  return new RegExp(`^${parts.join('([^/]+)')}$`);
}

/** Fills the `[param]` segments of `target` with what `pattern` captured from `path`, or null. */
function translatePath(path: string, pattern: string, target: string): string | null {
  const captured = matcherOf(pattern).exec(path);
  if (!captured) return null;
  let index = 1;
  return target.replace(/\[\w+\]/g, () => captured[index++] ?? '');
}

/** The public URL of an internal (English-named) path in a language: `/topic/pho` → `/chu-de/pho`. */
export function publicPath(internal: string, locale: Locale): string {
  if (locale === 'en') return internal === '/' ? '/en' : `/en${internal}`;
  for (const pair of localizedPairs()) {
    const translated = translatePath(internal, pair.internal, pair.vi);
    if (translated) return translated;
  }
  return internal;
}

/** Public or internal pathname (`/ve-chung-toi`, `/vi/about`, `/en/about`) → internal path. */
export function internalPath(pathname: string): string {
  const rest = pathname.replace(/^\/(vi|en)(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  for (const pair of localizedPairs()) {
    const translated = translatePath(rest, pair.vi, pair.internal);
    if (translated) return translated;
  }
  return rest;
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
  if (STATIC_PATHS.has(internal)) return publicPath(internal, target);
  return publicPath('/', target);
}
