import type { Locale } from '@magazine/contracts';

/**
 * Where a reader goes after logging in: the `redirect` given, if it is a path of this site;
 * anything else (another site, `//host`, `/\\host`, a scheme, the account pages themselves)
 * goes home in the reader's language.
 */
export function safeRedirect(target: unknown, locale: Locale): string {
  const home = locale === 'en' ? '/en' : '/';
  if (typeof target !== 'string' || target.length > 2000) return home;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return home;
  // control characters (a newline in a header, a tab browsers drop) make a path mean something else
  if ([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return home;
  let parsed: URL;
  try {
    parsed = new URL(target, 'http://site.invalid');
  } catch {
    return home;
  }
  // "/.//evil.com" passes the raw checks but normalises to "//evil.com": check what is returned
  if (parsed.origin !== 'http://site.invalid' || parsed.pathname.startsWith('//')) return home;
  if (
    /^\/(en\/)?(login|register|forgot-password|reset-password|verify-email|dang-nhap|dang-ky)(\/|$)/.test(
      parsed.pathname,
    )
  )
    return home;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * `path` with the page the reader was on as its `redirect`, so the steps after a registration or a
 * first login (register success, choose topics) can end there; `path` alone when that page is the
 * home page anyway.
 */
export function withRedirect(path: string, target: string, locale: Locale): string {
  const next = safeRedirect(target, locale);
  return next === safeRedirect(undefined, locale)
    ? path
    : `${path}?${new URLSearchParams({ redirect: next })}`;
}
