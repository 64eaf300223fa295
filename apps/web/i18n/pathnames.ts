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
  '/terms-of-use': { vi: '/dieu-khoan-su-dung', en: '/terms-of-use' },
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
  '/unsubscribe': '/unsubscribe',
  '/survey/[slug]': { vi: '/khao-sat/[slug]', en: '/survey/[slug]' },
  '/survey-results': '/survey-results',
  '/survey-results/new': '/survey-results/new',
  '/survey-results/[id]/edit': '/survey-results/[id]/edit',
  '/change-password': '/change-password',
  '/profile': { vi: '/thong-tin-tai-khoan', en: '/profile' },
  '/profile/[tab]': { vi: '/thong-tin-tai-khoan/[tab]', en: '/profile/[tab]' },
  '/moderation': '/moderation',
  '/event-desk': '/event-desk',
  '/writer-pitches': '/writer-pitches',
  '/podcast': '/podcast',
  '/podcast/[show]/page/[page]': '/podcast/[show]/page/[page]',
  '/video': '/video',
  '/events': '/events',
  '/events/[slug]': '/events/[slug]',
  '/topic/[slug]': { vi: '/chu-de/[slug]', en: '/topic/[slug]' },
  '/topic/[slug]/[page]': { vi: '/chu-de/[slug]/[page]', en: '/topic/[slug]/[page]' },
  '/category/[slug]': { vi: '/chuyen-muc/[slug]', en: '/category/[slug]' },
  '/category/[slug]/[page]': { vi: '/chuyen-muc/[slug]/[page]', en: '/category/[slug]/[page]' },
  '/tags': '/tags',
  '/tags/[slug]': '/tags/[slug]',
  '/tags/[slug]/[page]': '/tags/[slug]/[page]',
  '/collection': { vi: '/bo-suu-tap', en: '/collection' },
  '/collection/[slug]': { vi: '/bo-suu-tap/[slug]', en: '/collection/[slug]' },
  '/collection/[slug]/[page]': { vi: '/bo-suu-tap/[slug]/[page]', en: '/collection/[slug]/[page]' },
  '/contributors': '/contributors',
  '/contributors/[slug]': '/contributors/[slug]',
  '/contributors/[slug]/[page]': '/contributors/[slug]/[page]',
  '/community-writer-form': '/community-writer-form',
  '/innovators-summit': '/innovators-summit',
  '/preview-article': '/preview-article',
  '/search': { vi: '/tim-kiem', en: '/search' },
  '/open-publishing/[slug]': '/open-publishing/[slug]',
  '/[slug]': '/[slug]',
  '/amp/[slug]': '/amp/[slug]',
} as const;

export type InternalPath = keyof typeof PATHNAMES;

/** Internal paths whose Vietnamese public path differs from the English one (`[param]` segments kept). */
export function localizedPairs(): { internal: string; vi: string }[] {
  return Object.entries(PATHNAMES).flatMap(([internal, value]) =>
    typeof value === 'string' ? [] : [{ internal, vi: value.vi }],
  );
}
