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

const pathOf = (address: string) => address.split(/[?#]/, 1)[0] ?? address;

/** The steps after a registration or a first login: never a way out of themselves. */
const ONBOARDING = /^\/(en\/)?(choose-topics|verify-login)$/;

/**
 * `path` with the page the reader was on as its `redirect`, so the steps after a registration or a
 * first login (register success, choose topics) can end there; `path` alone when that page is the
 * home page anyway. A target that is `path` itself (a login that was on its way to choose topics)
 * is taken as it is: it carries its own way out, if any.
 */
export function withRedirect(path: string, target: string, locale: Locale): string {
  const next = safeRedirect(target, locale);
  if (pathOf(next) === pathOf(path)) return next;
  return next === safeRedirect(undefined, locale) || ONBOARDING.test(pathOf(next))
    ? path
    : `${path}?${new URLSearchParams({ redirect: next })}`;
}

/**
 * Where the onboarding ends, from its own address's `redirect`: that page, or home (also for a
 * `redirect` that is an onboarding step, which would go round).
 */
export function onboardingExit(search: string, locale: Locale): string {
  const next = safeRedirect(new URLSearchParams(search).get('redirect'), locale);
  return ONBOARDING.test(pathOf(next)) ? safeRedirect(undefined, locale) : next;
}
