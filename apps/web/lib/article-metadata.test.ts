import { describe, expect, it } from 'vitest';
import { ampPath, articleAt, articleMetadata } from './article-metadata';
import { sampleArticle } from './seo/test-fixtures';

describe('articleMetadata', () => {
  it('gives canonical, hreflang pairs, OpenGraph with the sized SEO image and a large Twitter card', () => {
    const meta = articleMetadata(sampleArticle(), 'https://tapchi.test', 'Tạp Chí');
    expect(meta.alternates).toEqual({
      canonical: 'https://tapchi.test/pho-ha-noi',
      languages: { vi: '/pho-ha-noi', en: '/en/hanoi-pho', 'x-default': '/pho-ha-noi' },
    });
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      siteName: 'Tạp Chí',
      url: 'https://tapchi.test/pho-ha-noi',
      locale: 'vi_VN',
      alternateLocale: 'en_US',
      images: [
        {
          url: 'https://tapchi.test/media/test/seo/SIX_NINE_1280x720.webp',
          width: 1280,
          height: 720,
          alt: 'Ảnh SEO',
        },
      ],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://tapchi.test/media/test/seo/SIX_NINE_1280x720.webp'],
    });
  });

  it('has no alternate locale without a translation', () => {
    const meta = articleMetadata(
      sampleArticle({
        translation: null,
        url_meta: { path: '/pho-ha-noi', canonical: '', alternates: { vi: '/pho-ha-noi' } },
      }),
      'https://tapchi.test',
    );
    expect((meta.openGraph as { alternateLocale?: string }).alternateLocale).toBeUndefined();
    expect(meta.alternates?.languages).toEqual({ vi: '/pho-ha-noi', 'x-default': '/pho-ha-noi' });
  });

  it('rates an adults-only article adult for search engines, and no other', () => {
    expect(articleMetadata(sampleArticle({ adultOnly: true }), 'https://tapchi.test').other).toEqual({
      rating: 'adult',
    });
    expect(articleMetadata(sampleArticle(), 'https://tapchi.test').other).toBeUndefined();
  });

  it('names the AMP version in each language', () => {
    expect(ampPath({ language: 'vi', slug: 'pho-ha-noi' })).toBe('/amp/pho-ha-noi');
    expect(ampPath({ language: 'en', slug: 'hanoi-pho' })).toBe('/en/amp/hanoi-pho');
  });
});

describe('articleAt', () => {
  it('reads the article a moved article points at, an open-publishing piece too', () => {
    expect(articleAt('/pho-ha-noi')).toEqual({ language: 'vi', slug: 'pho-ha-noi' });
    expect(articleAt('/en/hanoi-pho')).toEqual({ language: 'en', slug: 'hanoi-pho' });
    expect(articleAt('/open-publishing/thu-gui-ha-noi')).toEqual({ language: 'vi', slug: 'thu-gui-ha-noi' });
    expect(articleAt('/en/open-publishing/letter')).toEqual({ language: 'en', slug: 'letter' });
    // and its AMP page is the one every article has
    expect(ampPath(articleAt('/en/open-publishing/letter')!)).toBe('/en/amp/letter');
  });

  it('reads no article in other addresses', () => {
    for (const other of ['/', '/en', '/chu-de/am-thuc', '/en/topic/food', 'https://example.com/x', '/x?y=1'])
      expect(articleAt(other), other).toBeNull();
  });
});
