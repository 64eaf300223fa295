import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import {
  buildHeaders,
  buildRedirects,
  buildRewrites,
  type RewriteRule,
  SEARCH_PAGE_CACHE_CONTROL,
} from './url-rules';

type Query = Record<string, string>;

function matches(rule: RewriteRule, pathname: string, query: Query) {
  const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(pathname);
  if (!params) return null;
  const hasQuery = (list: RewriteRule['has'] = []) =>
    list.every(
      (h) =>
        h.key in query &&
        (h.value === undefined ? query[h.key] !== '' : new RegExp(`^${h.value}$`).test(String(query[h.key]))),
    );
  if (rule.has && !hasQuery(rule.has)) return null;
  if (rule.missing?.some((m) => hasQuery([m]))) return null;
  return params as Record<string, string | string[]>;
}

/** What Next does with our rules for one URL: the first matching rule wins. */
function resolve(rules: RewriteRule[], url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const query = Object.fromEntries(searchParams);
  for (const rule of rules) {
    const params = matches(rule, pathname, query);
    if (!params) continue;
    return rule.destination.replace(/:(\w+)\+?\*?/g, (_, name: string) => {
      const value = params[name];
      return Array.isArray(value) ? value.join('/') : (value ?? '');
    });
  }
  return null;
}

const rewrites = buildRewrites('http://api.internal');
const redirects = buildRedirects();

describe('rewrites: public URL → internal app/[locale] route', () => {
  it.each([
    ['/', '/vi'],
    ['/en', null],
    ['/en/some-article', null],
    ['/some-article', '/vi/some-article'],
    ['/ve-chung-toi', '/vi/about'],
    ['/tat-ca-chu-de', '/vi/all-topics'],
    ['/lien-he', '/vi/contact'],
    ['/privacy-policy', '/vi/privacy-policy'],
    ['/chu-de/am-thuc', '/vi/topic/am-thuc'],
    ['/chu-de/am-thuc/2', '/vi/topic/am-thuc/2'],
    ['/en/topic/food', null],
    ['/chuyen-muc/am-thuc', '/vi/category/am-thuc'],
    ['/bo-suu-tap', '/vi/collection'],
    ['/bo-suu-tap/mua-he', '/vi/collection/mua-he'],
    ['/tags/pho', '/vi/tags/pho'],
    ['/contributors/an-nguyen', '/vi/contributors/an-nguyen'],
    ['/chu-de/am-thuc?lang=en', '/en/topic/am-thuc'],
    ['/?lang=en', '/en'],
    ['/some-article?lang=en', '/en/some-article'],
    ['/ve-chung-toi?lang=en', '/en/about'],
    ['/en/about?lang=vi', '/vi/about'],
    ['/?lang=EN', '/en'],
    ['/some-article?lang=En', '/en/some-article'],
    ['/en/about?lang=VN', '/vi/about'],
    ['/en?lang=vn', '/vi'],
    ['/?lang=english', '/vi'],
    ['/media/pool/07/a.webp', 'http://api.internal/media/pool/07/a.webp'],
    ['/sitemap.xml', '/vi/sitemaps/index.xml'],
    ['/sitemaps/articles-1.xml', '/vi/sitemaps/articles-1.xml'],
    ['/rss.xml', '/vi/rss.xml'],
    ['/en/rss.xml', null],
    ['/chu-de/am-thuc/rss.xml', '/vi/topic/am-thuc/rss.xml'],
    ['/en/topic/food/rss.xml', null],
    ['/rss.xml?lang=en', '/en/rss.xml'],
    ['/chu-de/am-thuc/rss.xml?lang=EN', '/en/topic/am-thuc/rss.xml'],
    ['/en/rss.xml?lang=vi', '/vi/rss.xml'],
    ['/en/topic/food/rss.xml?lang=vn', '/vi/topic/food/rss.xml'],
    ['/podcast/an-uong/feed.xml?lang=en', '/en/podcast/an-uong/feed.xml'],
    ['/en/podcast/eating/feed.xml?lang=vi', '/vi/podcast/eating/feed.xml'],
    ['/amp/pho-ha-noi', '/vi/amp/pho-ha-noi'],
    ['/en/amp/hanoi-pho', null],
  ])('%s → %s', (url, internal) => {
    expect(resolve(rewrites, url)).toBe(internal);
  });

  it.each(['/_next/static/chunks/a.js', '/icon.svg', '/favicon.ico', '/api/revalidate', '/robots.txt'])(
    'leaves %s alone',
    (url) => {
      expect(resolve(rewrites, url)).toBeNull();
    },
  );

  it('never reads Accept-Language: no rule looks at a header', () => {
    expect(JSON.stringify(rewrites)).not.toMatch(/header|cookie/i);
  });
});

describe('redirects: non-canonical → canonical', () => {
  it.each([
    ['/vi', '/'],
    ['/vi/about', '/ve-chung-toi'],
    ['/vi/some-article', '/some-article'],
    ['/about', '/ve-chung-toi'],
    ['/all-topics', '/tat-ca-chu-de'],
    ['/en/ve-chung-toi', '/en/about'],
    ['/en/tat-ca-chu-de', '/en/all-topics'],
    ['/dang-nhap', '/login'],
    ['/en/dang-nhap', '/en/login'],
    ['/dang-ky', '/register'],
    ['/en/dang-ky', '/en/register'],
    ['/profile', '/thong-tin-tai-khoan'],
    ['/thong-tin-ca-nhan', '/thong-tin-tai-khoan'],
    ['/thong-tin-ca-nhan/liked', '/thong-tin-tai-khoan/liked'],
    ['/en/thong-tin-ca-nhan', '/en/profile'],
    ['/en/thong-tin-tai-khoan/topics', '/en/profile/topics'],
    ['/topic/am-thuc', '/chu-de/am-thuc'],
    ['/en/chu-de/food', '/en/topic/food'],
    ['/vertical/food', '/chuyen-muc/am-thuc'],
    ['/en/vertical/careers', '/en/category/careers'],
    ['/chu-de', '/tat-ca-chu-de'],
    ['/topic', '/tat-ca-chu-de'],
    ['/chuyen-muc', '/tat-ca-chu-de'],
    ['/category', '/tat-ca-chu-de'],
    ['/en/topic', '/en/all-topics'],
    ['/en/category', '/en/all-topics'],
    ['/en/chu-de', '/en/all-topics'],
  ])('%s → %s', (url, target) => {
    expect(resolve(redirects, url)).toBe(target);
  });

  it('keeps /about?lang=en (English through the query) instead of redirecting it', () => {
    expect(resolve(redirects, '/about?lang=en')).toBeNull();
  });

  it('are all permanent', () => {
    expect(redirects.every((rule) => rule.permanent)).toBe(true);
  });
});

describe('headers', () => {
  it('sends the security headers on every path', () => {
    const [rule] = buildHeaders();
    expect(rule?.source).toBe('/:path*');
    expect(rule?.has).toBeUndefined();
    const keys = rule?.headers.map((h) => h.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Content-Security-Policy',
        'Permissions-Policy',
      ]),
    );
  });

  it('lets a shared cache keep a search page for 30 s, in both languages, but not the router’s requests', () => {
    const rules = buildHeaders().filter((r) => r.headers.some((h) => h.key === 'Cache-Control'));
    expect(rules.map((r) => r.source)).toEqual(['/tim-kiem', '/en/search']);
    for (const rule of rules) {
      expect(rule.headers).toEqual([{ key: 'Cache-Control', value: SEARCH_PAGE_CACHE_CONTROL }]);
      expect(rule.missing).toEqual([{ type: 'header', key: 'rsc' }]);
    }
    expect(SEARCH_PAGE_CACHE_CONTROL).toBe('s-maxage=30, stale-while-revalidate=30');
  });
});
