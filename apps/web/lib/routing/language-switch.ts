import { type Locale, otherLocale } from '@magazine/contracts';
import { alternatePathFor, internalPath, publicPath } from './public-path';

/** sessionStorage key: the home page the switch sent the reader to because the page had no translation. */
export const NO_TRANSLATION_KEY = 'language-switch:no-translation';

export type SwitchTarget = {
  href: string;
  /** true when the page has no counterpart and the switch falls back to the other home page */
  missing: boolean;
};

/**
 * Where the language switch leads from a page: the counterpart a page declared (an article's
 * translation), else the same static page in the other language, else the other home page — and
 * in that last case the reader is told there was no translation.
 */
export function switchTarget(pathname: string, locale: Locale, declared: string | null): SwitchTarget {
  const otherHome = publicPath('/', otherLocale(locale));
  const href = declared ?? alternatePathFor(pathname, locale);
  const onHome = internalPath(pathname) === '/';
  return { href, missing: href === otherHome && !onHome };
}

/** Whether the notice stored before navigating belongs to the page now shown. */
export function shouldShowNoTranslation(stored: string | null, pathname: string): boolean {
  if (!stored) return false;
  return (
    internalPath(stored) === internalPath(pathname) && stored.startsWith('/en') === pathname.startsWith('/en')
  );
}
