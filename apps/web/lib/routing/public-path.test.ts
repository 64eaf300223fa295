import { describe, expect, it } from 'vitest';
import { getPathname } from '../../i18n/navigation';
import { PATHNAMES } from '../../i18n/pathnames';
import { alternatePathFor, internalPath, type LocalHref, localizedHref, publicPath } from './public-path';

describe('publicPath', () => {
  it('uses the Vietnamese path in Vietnamese and the /en prefix in English', () => {
    expect(publicPath('/about', 'vi')).toBe('/ve-chung-toi');
    expect(publicPath('/about', 'en')).toBe('/en/about');
    expect(publicPath('/media-kit', 'vi')).toBe('/media-kit');
    expect(publicPath('/', 'vi')).toBe('/');
    expect(publicPath('/', 'en')).toBe('/en');
  });
});

describe('paths with parameters', () => {
  it('localizes the fixed part and keeps the parameters', () => {
    expect(publicPath('/topic/am-thuc', 'vi')).toBe('/chu-de/am-thuc');
    expect(publicPath('/topic/am-thuc/3', 'vi')).toBe('/chu-de/am-thuc/3');
    expect(publicPath('/collection/mua-he', 'vi')).toBe('/bo-suu-tap/mua-he');
    expect(publicPath('/category/food', 'en')).toBe('/en/category/food');
    expect(publicPath('/tags/pho', 'vi')).toBe('/tags/pho');
  });

  it('reads them back to the internal route', () => {
    expect(internalPath('/chu-de/am-thuc')).toBe('/topic/am-thuc');
    expect(internalPath('/chuyen-muc/am-thuc/2')).toBe('/category/am-thuc/2');
    expect(internalPath('/en/collection/summer')).toBe('/collection/summer');
  });

  it('leads the switch of a page whose slug differs per language home until the page declares it', () => {
    expect(alternatePathFor('/chu-de/am-thuc', 'vi')).toBe('/en');
  });
});

describe('internalPath', () => {
  it('reads public and rewritten pathnames alike', () => {
    expect(internalPath('/ve-chung-toi')).toBe('/about');
    expect(internalPath('/vi/about')).toBe('/about');
    expect(internalPath('/en/about')).toBe('/about');
    expect(internalPath('/en')).toBe('/');
    expect(internalPath('/vi')).toBe('/');
  });
});

describe('alternatePathFor', () => {
  it('leads a static page to its counterpart in the other language', () => {
    expect(alternatePathFor('/ve-chung-toi', 'vi')).toBe('/en/about');
    expect(alternatePathFor('/vi/about', 'vi')).toBe('/en/about');
    expect(alternatePathFor('/en/all-topics', 'en')).toBe('/tat-ca-chu-de');
    expect(alternatePathFor('/privacy-policy', 'vi')).toBe('/en/privacy-policy');
  });

  it('leads the homepage to the other homepage', () => {
    expect(alternatePathFor('/', 'vi')).toBe('/en');
    expect(alternatePathFor('/en', 'en')).toBe('/');
  });

  it('leads an article (whose translation is unknown here) to the other homepage', () => {
    expect(alternatePathFor('/pho-bo-ha-noi', 'vi')).toBe('/en');
    expect(alternatePathFor('/en/hanoi-pho', 'en')).toBe('/');
  });
});

describe('localizedHref', () => {
  // every route of the site, with parameters that need encoding, against next-intl's own answer
  const params = {
    slug: 'phở-hà nội',
    show: 'chuyện-bếp',
    page: 3,
    tab: 'bookmarks',
    id: 'a1',
    token: 'x y',
  };
  const hrefs: LocalHref[] = Object.keys(PATHNAMES).flatMap((pathname) => [
    { pathname, params },
    { pathname, params, query: { redirect: '/chu-de/phở?x=1&y=2', tag: ['a', 'b'], n: 2 } },
    ...(pathname.includes('[') ? [] : [pathname]),
  ]);

  it('gives the address next-intl gives, for every route in both languages', () => {
    for (const locale of ['vi', 'en'] as const) {
      for (const href of hrefs) {
        // next-intl's typed href: each of these is built from its own table
        const typed = href as Parameters<typeof getPathname>[0]['href'];
        expect(localizedHref(href, locale), JSON.stringify(href)).toBe(getPathname({ href: typed, locale }));
      }
    }
  });

  it('reads as a reader would expect', () => {
    expect(localizedHref('/about', 'vi')).toBe('/ve-chung-toi');
    expect(localizedHref('/', 'en')).toBe('/en');
    expect(localizedHref({ pathname: '/login', query: { redirect: '/chu-de/pho' } }, 'en')).toBe(
      '/en/login?redirect=%2Fchu-de%2Fpho',
    );
    expect(localizedHref({ pathname: '/topic/[slug]', params: { slug: 'ẩm-thực' } }, 'vi')).toBe(
      '/chu-de/%E1%BA%A9m-th%E1%BB%B1c',
    );
    expect(localizedHref({ pathname: '/', query: { q: 'a' } }, 'en')).toBe('/en?q=a');
  });

  it('refuses a route without its parameter, as next-intl does, rather than link elsewhere', () => {
    expect(() => localizedHref({ pathname: '/topic/[slug]' }, 'vi')).toThrow(/slug/);
    expect(() => localizedHref({ pathname: '/[slug]', params: {} }, 'en')).toThrow(/slug/);
    // a value that is there but empty of meaning reads as next-intl writes it, not as another page
    expect(localizedHref({ pathname: '/[slug]', params: { slug: undefined } }, 'vi')).toBe(
      getPathname({
        href: { pathname: '/[slug]', params: { slug: undefined as unknown as string } },
        locale: 'vi',
      }),
    );
  });
});
