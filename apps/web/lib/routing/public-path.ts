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

/**
 * An internal route (`/topic/[slug]` with its params, or a path of PATHNAMES) as the address a
 * link in `locale` carries: what next-intl's `getPathname` gives for the site's routing (the
 * unit test holds the two together), without its navigation code in the browser's scripts.
 * Not taken, as no link of the site has them: a `#hash` in the pathname, a catch-all `[...x]`.
 */
export type LocalHref =
  | string
  | {
      pathname: string;
      params?: Record<string, unknown>;
      // a value as next-intl writes it: String() of each (an array: the key once per item)
      query?: Record<string, unknown>;
    };

export function localizedHref(href: LocalHref, locale: Locale): string {
  const { pathname, params, query } = typeof href === 'string' ? { pathname: href } : href;
  const table: Readonly<Record<string, string | Readonly<Record<Locale, string>>>> = PATHNAMES;
  const template = table[pathname];
  let path = pathname;
  if (template !== undefined) {
    const localized = typeof template === 'string' ? template : template[locale];
    // a parameter the link lacks is a mistake in the code, not an address: next-intl throws too
    const filled = localized.replace(/\[(\w+)\]/g, (_, key: string) => {
      if (!params || !Object.hasOwn(params, key)) throw new Error(`${pathname}: ${key}`);
      return String(params[key]);
    });
    // non-ASCII parameters are percent-encoded, as next-intl does for every link
    path = new URL(filled, 'http://l').pathname;
  }
  if (path !== '/' && path.endsWith('/')) path = path.slice(0, -1);
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
    }
    path += `?${search}`;
  }
  if (locale === 'vi' || !path.startsWith('/')) return path;
  return `/en${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
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
