import { VERTICALS, verticalSlug } from '@magazine/contracts';
import { localizedPairs as pathnamePairs } from '../../i18n/pathnames';

type Has = { type: 'query' | 'header'; key: string; value?: string };
export type RewriteRule = { source: string; destination: string; has?: Has[]; missing?: Has[] };
export type RedirectRule = RewriteRule & { permanent: true };
export type HeaderRule = {
  source: string;
  has?: Has[];
  missing?: Has[];
  headers: { key: string; value: string }[];
};

/** `/chu-de/[slug]` → `/chu-de/:slug`, the parameter syntax of Next's rewrites and redirects. */
export function toRoutePattern(path: string): string {
  return path.replace(/\[(\w+)\]/g, ':$1');
}

const localizedPairs = () =>
  pathnamePairs().map(({ internal, vi }) => ({ internal: toRoutePattern(internal), vi: toRoutePattern(vi) }));

// Next matches a `has` value as an anchored regular expression. Any case, and VN (SPEC §9's
// name of the default language) as well as vi.
const LANG_EN: Has = { type: 'query', key: 'lang', value: '[eE][nN]' };
const LANG_VI: Has = { type: 'query', key: 'lang', value: '[vV][iInN]' };

// Paths that are never pages: Next's assets, the media proxy, route handlers and any file
// with an extension (favicon.ico, icon.svg, robots.txt…).
const NOT_A_PAGE = '_next/|media/|api/|[^/]*\\.[a-z0-9]+$';
const UNPREFIXED = `/:path((?!en(?:/|$)|vi(?:/|$)|${NOT_A_PAGE}).+)`;

/**
 * Files with an extension skip the generic rules: the sitemap index (served with the sitemap
 * files, which live under the Vietnamese root) and the feeds, Vietnamese unless `?lang=en` asks
 * for the English one (as a page's address does; `/en/…?lang=vi` is the generic rule's).
 */
const FEED_REWRITES: RewriteRule[] = [
  { source: '/sitemap.xml', destination: '/vi/sitemaps/index.xml' },
  { source: '/rss.xml', has: [LANG_EN], destination: '/en/rss.xml' },
  { source: '/chu-de/:slug/rss.xml', has: [LANG_EN], destination: '/en/topic/:slug/rss.xml' },
  // the Vietnamese show feeds are app/podcast/[show]/feed.xml, reached without a rewrite
  { source: '/podcast/:show/feed.xml', has: [LANG_EN], destination: '/en/podcast/:show/feed.xml' },
  { source: '/rss.xml', destination: '/vi/rss.xml' },
  { source: '/chu-de/:slug/rss.xml', destination: '/vi/topic/:slug/rss.xml' },
];

/**
 * Public URL → internal `app/[locale]/…` route. The language comes from `?lang=`, else the
 * `/en` prefix, else Vietnamese; rules are tried in order and the first one that lands on a
 * route wins.
 */
export function buildRewrites(apiUrl: string): RewriteRule[] {
  const pairs = localizedPairs();
  return [
    { source: '/media/:path*', destination: `${apiUrl}/media/:path*` },
    ...FEED_REWRITES,
    { source: '/', has: [LANG_EN], destination: '/en' },
    ...pairs.map(({ internal, vi }) => ({ source: vi, has: [LANG_EN], destination: `/en${internal}` })),
    { source: UNPREFIXED, has: [LANG_EN], destination: '/en/:path' },
    { source: '/en', has: [LANG_VI], destination: '/vi' },
    { source: '/en/:path+', has: [LANG_VI], destination: '/vi/:path+' },
    { source: '/', destination: '/vi' },
    ...pairs.map(({ internal, vi }) => ({ source: vi, destination: `/vi${internal}` })),
    { source: UNPREFIXED, destination: '/vi/:path' },
  ];
}

/** Non-canonical URLs move permanently to the canonical one. */
export function buildRedirects(): RedirectRule[] {
  const pairs = localizedPairs();
  return [
    { source: '/vi', destination: '/', permanent: true },
    ...pairs.map(({ internal, vi }) => ({
      source: `/vi${internal}`,
      destination: vi,
      permanent: true as const,
    })),
    { source: '/vi/:path+', destination: '/:path+', permanent: true },
    ...pairs.flatMap(({ internal, vi }) => [
      { source: internal, missing: [LANG_EN], destination: vi, permanent: true as const },
      { source: `/en${vi}`, destination: `/en${internal}`, permanent: true as const },
    ]),
    // the verticals' landing pages moved to the category paths
    ...VERTICALS.flatMap((vertical) => [
      {
        source: `/vertical/${vertical}`,
        destination: `/chuyen-muc/${verticalSlug(vertical, 'vi')}`,
        permanent: true as const,
      },
      {
        source: `/en/vertical/${vertical}`,
        destination: `/en/category/${verticalSlug(vertical, 'en')}`,
        permanent: true as const,
      },
    ]),
    // SPEC §2 lists the topic and category paths on their own: the index of both is All topics
    // (its list of topics, and above it the sections)
    ...['/chu-de', '/topic', '/chuyen-muc', '/category'].flatMap((bare) => [
      { source: bare, destination: '/tat-ca-chu-de', permanent: true as const },
      { source: `/en${bare}`, destination: '/en/all-topics', permanent: true as const },
    ]),
    // SPEC §2 lists both spellings of the account screens; one URL is canonical
    { source: '/dang-nhap', destination: '/login', permanent: true },
    { source: '/en/dang-nhap', destination: '/en/login', permanent: true },
    { source: '/dang-ky', destination: '/register', permanent: true },
    { source: '/en/dang-ky', destination: '/en/register', permanent: true },
    // …and two Vietnamese names of the profile
    { source: '/thong-tin-ca-nhan', destination: '/thong-tin-tai-khoan', permanent: true },
    { source: '/thong-tin-ca-nhan/:tab+', destination: '/thong-tin-tai-khoan/:tab+', permanent: true },
    { source: '/en/thong-tin-ca-nhan', destination: '/en/profile', permanent: true },
    { source: '/en/thong-tin-ca-nhan/:tab+', destination: '/en/profile/:tab+', permanent: true },
  ];
}

/**
 * On every answer of the site. The Content-Security-Policy here limits framing, `<base>` and
 * plugins; the server (apps/web/server.mjs, script-policy.mjs) adds `script-src 'self'` with the
 * hashes of each HTML page's own inline scripts, read from the page as it is sent, so the policy
 * stays right for pages Next caches and regenerates. See docs/decisions/0021.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'" },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
];

export function buildHeaders(): HeaderRule[] {
  return [
    { source: '/:path*', headers: SECURITY_HEADERS },
    // ?safeTracking (noindex, nofollow) is the site's server's: safe-tracking.mjs
    // The search page is rendered per request (it reads its query), so Next marks it `private,
    // no-store`; but it is the same page for every reader (member state arrives after load) and
    // its results are an API answer cached a minute per query anyway. A shared cache (and the
    // site's own page cache) may keep each query's page briefly; Next keeps a Cache-Control the
    // request already has. Not the router's RSC requests (Next varies those per request).
    ...SHARED_DYNAMIC_PAGES.map((source) => ({
      source,
      missing: [{ type: 'header' as const, key: 'rsc' }],
      headers: [{ key: 'Cache-Control', value: SEARCH_PAGE_CACHE_CONTROL }],
    })),
  ];
}

/** What a shared cache may do with a search page: keep it 30 s, serve it 30 s more while it refreshes. */
export const SEARCH_PAGE_CACHE_CONTROL = 's-maxage=30, stale-while-revalidate=30';
const SHARED_DYNAMIC_PAGES = (() => {
  const search = localizedPairs().find(({ internal }) => internal === '/search');
  if (!search) throw new Error('the search page has no localized path');
  return [search.vi, `/en${search.internal}`];
})();
