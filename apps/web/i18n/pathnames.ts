/**
 * Public paths per language for each internal route (the folder under app/[locale]).
 * Internal names are the English paths, so `/en/<path>` needs no rewrite.
 * Shared by next-intl's routing and by the rewrites/redirects of next.config.ts.
 */
export const PATHNAMES = {
  '/': '/',
  '/about': { vi: '/ve-chung-toi', en: '/about' },
  '/all-topics': { vi: '/tat-ca-chu-de', en: '/all-topics' },
  '/contact': { vi: '/lien-he', en: '/contact' },
  '/privacy-policy': '/privacy-policy',
  '/write-with-us': '/write-with-us',
  '/editorial-guideline': '/editorial-guideline',
  '/media-kit': '/media-kit',
  '/store': '/store',
  '/login': '/login',
  '/login/email': '/login/email',
  '/register': '/register',
  '/register/email': '/register/email',
  '/register/success': '/register/success',
  '/forgot-password': '/forgot-password',
  '/forgot-password/sent': '/forgot-password/sent',
  '/reset-password/[token]': '/reset-password/[token]',
  '/reset-password/success': '/reset-password/success',
  '/verify-email/[token]': '/verify-email/[token]',
  '/verify-login': '/verify-login',
  '/choose-topics': '/choose-topics',
  '/change-password': '/change-password',
  '/podcast': '/podcast',
  '/video': '/video',
  '/events': '/events',
  '/search': { vi: '/tim-kiem', en: '/search' },
  '/vertical/[vertical]': '/vertical/[vertical]',
  '/[slug]': '/[slug]',
} as const;

export type InternalPath = keyof typeof PATHNAMES;

/** Internal paths whose Vietnamese public path differs from the English one. */
export function localizedPairs(): { internal: string; vi: string }[] {
  return Object.entries(PATHNAMES).flatMap(([internal, value]) =>
    typeof value === 'string' ? [] : [{ internal, vi: value.vi }],
  );
}
