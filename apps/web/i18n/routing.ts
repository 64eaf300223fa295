import { DEFAULT_LOCALE, LOCALES } from '@magazine/contracts';
import { defineRouting } from 'next-intl/routing';
import { PATHNAMES } from './pathnames';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // Language comes from the URL only (SPEC §2), never from Accept-Language or a cookie.
  localeDetection: false,
  localeCookie: false,
  pathnames: PATHNAMES,
});
