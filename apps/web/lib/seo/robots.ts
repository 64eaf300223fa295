/**
 * Paths crawlers should leave alone: the account screens and the preview (all `noindex`),
 * search results (one page per query), the site's route handlers. Both languages.
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/verify-login',
  '/choose-topics',
  '/change-password',
  '/profile',
  '/thong-tin-tai-khoan',
  '/thong-tin-ca-nhan',
  '/moderation',
  '/event-desk',
  '/survey-results',
  '/writer-pitches',
  '/unsubscribe',
  '/dang-nhap',
  '/dang-ky',
  '/preview-article',
  '/tim-kiem',
  '/search',
] as const;

/** Each path exactly, below it and with a query — never an article whose slug merely starts alike. */
export function robotsTxt(publicUrl: string): string {
  const rules = ROBOTS_DISALLOW.flatMap((path) =>
    ['', '/en'].flatMap((prefix) =>
      path.endsWith('/')
        ? [`Disallow: ${prefix}${path}`]
        : [`Disallow: ${prefix}${path}$`, `Disallow: ${prefix}${path}/`, `Disallow: ${prefix}${path}?`],
    ),
  );
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
