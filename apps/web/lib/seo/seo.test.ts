import { describe, expect, it } from 'vitest';
import { AMP_CSS, AMP_CSS_MAX_BYTES, ampArticleHtml } from './amp';
import { ampMarkupProblems } from './amp-check';
import {
  articleBreadcrumbLd,
  newsArticleLd,
  organizationLd,
  type SiteInfo,
  serializeJsonLd,
  websiteLd,
} from './json-ld';
import { rssPath, rssXml } from './rss';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';
import { image, sampleArticle } from './test-fixtures';
import { findAll, parseXml } from './xml-check';

const site: SiteInfo = { publicUrl: 'https://tapchi.test', name: 'Tạp Chí', locale: 'vi' };
const labels = {
  siteName: 'Tạp Chí',
  home: 'Trang chủ',
  fullVersion: 'Xem bản đầy đủ',
  by: 'Bởi',
  tags: 'Thẻ',
  adultOnly: 'Bài viết dành cho người từ 18 tuổi trở lên: mời bạn đọc ở bản đầy đủ.',
};

describe('JSON-LD', () => {
  it('NewsArticle: headline, absolute SEO image with size, dates, authors with their pages, publisher logo', () => {
    const node = newsArticleLd(site, sampleArticle());
    expect(node).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Phở Hà Nội',
      image: [
        {
          '@type': 'ImageObject',
          url: 'https://tapchi.test/media/test/seo/SIX_NINE_1280x720.webp',
          width: 1280,
          height: 720,
        },
      ],
      datePublished: '2026-11-20T08:00:00.000Z',
      dateModified: '2026-11-20T08:00:00.000Z',
      author: [
        { '@type': 'Person', name: 'Nguyễn Văn A', url: 'https://tapchi.test/contributors/nguyen-van-a' },
      ],
      publisher: {
        '@type': 'Organization',
        name: 'Tạp Chí',
        logo: { url: 'https://tapchi.test/apple-icon.png' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://tapchi.test/pho-ha-noi' },
    });
    const english = newsArticleLd(
      site,
      sampleArticle({ language: 'en', url_meta: { path: '/en/hanoi-pho', canonical: '', alternates: {} } }),
    );
    expect((english.author as { url: string }[])[0]!.url).toBe(
      'https://tapchi.test/en/contributors/nguyen-van-a',
    );
  });

  it('says an adults-only article is not family friendly, and says nothing of the others', () => {
    expect(newsArticleLd(site, sampleArticle({ adultOnly: true })).isFamilyFriendly).toBe(false);
    expect(newsArticleLd(site, sampleArticle())).not.toHaveProperty('isFamilyFriendly', false);
    expect(
      JSON.parse(serializeJsonLd([newsArticleLd(site, sampleArticle())]))['@graph'][0],
    ).not.toHaveProperty('isFamilyFriendly');
  });

  it('falls back to the cover when the article has no SEO image', () => {
    const article = sampleArticle({ seo: { title: '', description: '', image: null } });
    const node = newsArticleLd(site, article);
    expect(node.headline).toBe(article.title);
    expect((node.image as { url: string }[])[0]!.url).toContain('/media/test/cover/');
  });

  it('BreadcrumbList: home → topic → article with absolute URLs', () => {
    const node = articleBreadcrumbLd(site, sampleArticle(), 'Trang chủ');
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: 'https://tapchi.test/' },
      { '@type': 'ListItem', position: 2, name: 'Ẩm thực', item: 'https://tapchi.test/chu-de/am-thuc' },
      {
        '@type': 'ListItem',
        position: 3,
        name: sampleArticle().title,
        item: 'https://tapchi.test/pho-ha-noi',
      },
    ]);
  });

  it('serializes to valid JSON that cannot close its script element', () => {
    const json = serializeJsonLd([newsArticleLd(site, sampleArticle()), organizationLd(site)]);
    expect(json).not.toContain('<');
    expect(json).not.toContain('</script');
    const parsed = JSON.parse(json);
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed['@graph'][0].headline).toBe('Phở Hà Nội');
    const withScript = JSON.parse(serializeJsonLd({ '@type': 'Thing', name: '</script><b>&' }));
    expect(withScript.name).toBe('</script><b>&');
  });

  it('WebSite names the search page and the publisher', () => {
    const node = websiteLd({ ...site, locale: 'en' }, '/en', '/en/search');
    expect(node).toMatchObject({
      '@type': 'WebSite',
      url: 'https://tapchi.test/en',
      inLanguage: 'en',
      potentialAction: { target: { urlTemplate: 'https://tapchi.test/en/search?q={search_term_string}' } },
    });
  });
});

describe('sitemap XML', () => {
  it('the index lists every sitemap with an absolute loc and lastmod', () => {
    const xml = sitemapIndexXml('https://tapchi.test', [
      { path: '/sitemaps/articles-1.xml', lastmod: '2026-11-20T08:00:00.000Z' },
      { path: '/sitemaps/static.xml', lastmod: null },
    ]);
    const root = parseXml(xml);
    expect(root.name).toBe('sitemapindex');
    expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(findAll(root, 'loc').map((n) => n.text)).toEqual([
      'https://tapchi.test/sitemaps/articles-1.xml',
      'https://tapchi.test/sitemaps/static.xml',
    ]);
    expect(findAll(root, 'lastmod').map((n) => n.text)).toEqual(['2026-11-20T08:00:00.000Z']);
  });

  it('a urlset gives translated pages their hreflang alternates (x-default Vietnamese)', () => {
    const xml = urlSetXml('https://tapchi.test', [
      {
        language: 'vi',
        path: '/pho-ha-noi',
        lastmod: '2026-11-20T08:00:00.000Z',
        alternates: { vi: '/pho-ha-noi', en: '/en/hanoi-pho' },
      },
      { language: 'vi', path: '/a&b', lastmod: null, alternates: {} },
    ]);
    const root = parseXml(xml);
    expect(root.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const [first, second] = findAll(root, 'url');
    expect(findAll(first!, 'xhtml:link').map((n) => [n.attributes.hreflang, n.attributes.href])).toEqual([
      ['vi', 'https://tapchi.test/pho-ha-noi'],
      ['en', 'https://tapchi.test/en/hanoi-pho'],
      ['x-default', 'https://tapchi.test/pho-ha-noi'],
    ]);
    expect(findAll(second!, 'loc')[0]!.text).toBe('https://tapchi.test/a&b');
    expect(findAll(second!, 'xhtml:link')).toEqual([]);
    expect(xml).toContain('/a&amp;b');
  });
});

describe('RSS', () => {
  it('is well-formed RSS 2.0 with escaped titles, absolute links and RFC 822 dates', () => {
    const article = sampleArticle();
    const xml = rssXml({
      publicUrl: 'https://tapchi.test',
      title: 'Tạp Chí & bạn',
      description: 'Bài mới',
      link: '/',
      self: rssPath('vi'),
      language: 'vi',
      items: [article],
    });
    const root = parseXml(xml);
    expect(root.name).toBe('rss');
    expect(root.attributes.version).toBe('2.0');
    const channel = root.children[0]!;
    expect(findAll(channel, 'title')[0]!.text).toBe('Tạp Chí & bạn');
    expect(findAll(channel, 'atom:link')[0]!.attributes.href).toBe('https://tapchi.test/rss.xml');
    const [item] = findAll(channel, 'item');
    expect(findAll(item!, 'title')[0]!.text).toBe(article.title);
    expect(findAll(item!, 'link')[0]!.text).toBe('https://tapchi.test/pho-ha-noi');
    expect(findAll(item!, 'pubDate')[0]!.text).toBe('Fri, 20 Nov 2026 08:00:00 GMT');
    expect(findAll(item!, 'dc:creator')[0]!.text).toBe('Nguyễn Văn A');
    expect(xml).not.toContain('<script>');
  });

  it('paths: site and topic feeds in both languages', () => {
    expect(rssPath('vi')).toBe('/rss.xml');
    expect(rssPath('en')).toBe('/en/rss.xml');
    expect(rssPath('vi', 'am-thuc')).toBe('/chu-de/am-thuc/rss.xml');
    expect(rssPath('en', 'food')).toBe('/en/topic/food/rss.xml');
  });

  it('the XML check refuses what is not well-formed', () => {
    expect(() => parseXml('<a><b></a></b>')).toThrow();
    expect(() => parseXml('<a>x & y</a>')).toThrow();
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow();
    expect(() => parseXml('<a/><b/>')).toThrow();
  });
});

describe('AMP page', () => {
  const html = ampArticleHtml(site, sampleArticle(), labels);

  it('has all the AMP required markup', () => {
    expect(ampMarkupProblems(html)).toEqual([]);
    expect(html).toMatch(/^<!doctype html>\n<html ⚡ lang="vi">\n<head>\n<meta charset="utf-8">/);
    expect(html).toContain('<link rel="canonical" href="https://tapchi.test/pho-ha-noi">');
  });

  it('draws images as amp-img with the preset srcset, width, height and layout=responsive', () => {
    const images = html.match(/<amp-img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[1]).toContain('width="1280" height="720" layout="responsive"');
    expect(images[1]).toContain(
      'srcset="https://tapchi.test/media/test/body/SIX_NINE_375x211.webp 375w, https://tapchi.test/media/test/body/SIX_NINE_750x422.webp 750w, https://tapchi.test/media/test/body/SIX_NINE_1280x720.webp 1280w"',
    );
    expect(images[1]).toContain('alt="Quán &quot;phở&quot;"');
  });

  it('escapes every text of the body and has no script but the runtime and JSON-LD', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('Nước dùng &lt;/p&gt;&lt;script&gt;x()&lt;/script&gt; trong.');
    expect(html).toContain('<h2 id="mo-dau">Mở đầu &lt;b&gt;</h2>');
    expect(html).toContain('<li>Thịt &lt;bò&gt;</li>');
    expect(html).toContain('<cite>Thạch Lam</cite>');
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld!)['@graph'][0]['@type']).toBe('NewsArticle');
  });

  it('links back to the full version', () => {
    expect(html).toContain(
      '<a class="full" href="https://tapchi.test/pho-ha-noi" data-full-version>Xem bản đầy đủ</a>',
    );
  });

  it('has no text for an adults-only article: AMP cannot ask the age, the full version does', () => {
    const adult = ampArticleHtml(site, sampleArticle({ adultOnly: true }), labels);
    expect(ampMarkupProblems(adult)).toEqual([]);
    expect(adult).not.toContain('Nước dùng');
    expect(adult).not.toContain('<h2 id="mo-dau">');
    expect(adult).toContain(`<p class="adult">${labels.adultOnly}</p>`);
    expect(adult).toContain('<a class="full" href="https://tapchi.test/pho-ha-noi" data-full-version>');
  });

  it('keeps its CSS under the 75 KB limit', () => {
    expect(new TextEncoder().encode(AMP_CSS).length).toBeLessThan(AMP_CSS_MAX_BYTES);
  });

  it('the markup check catches what AMP forbids', () => {
    const broken = html
      .replace('<meta charset="utf-8">\n', '')
      .replace('</body>', '<script>alert(1)</script><img src="/a.png"></body>');
    expect(ampMarkupProblems(broken)).toEqual(
      expect.arrayContaining([
        '<meta charset="utf-8"> first in <head>',
        'no author JavaScript',
        'no <img> (amp-img instead)',
      ]),
    );
    expect(ampMarkupProblems(html.replace(' layout="responsive"', ''))).toHaveLength(1);
    expect(image('x').sizes.SIX_NINE_375x211).toBe('/media/test/x/SIX_NINE_375x211.webp');
  });
});
