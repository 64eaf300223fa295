import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { parseSitemapFile, sitemapFiles, staticEntries } from './sitemap-files';
import { urlSetXml } from './sitemap-xml';
import { findAll, parseXml } from './xml-check';

describe('sitemap files', () => {
  it('splits a type into chunks of 50 000 URLs and leaves out empty types', () => {
    const files = sitemapFiles([
      { type: 'articles', total: 120_000, lastmod: '2026-11-20T08:00:00.000Z' },
      { type: 'videos', total: 0, lastmod: null },
      { type: 'topics', total: 24, lastmod: null },
    ]);
    expect(files.map((file) => file.path)).toEqual([
      '/sitemaps/static.xml',
      '/sitemaps/articles-1.xml',
      '/sitemaps/articles-2.xml',
      '/sitemaps/articles-3.xml',
      '/sitemaps/topics-1.xml',
    ]);
    expect(files[1]!.lastmod).toBe('2026-11-20T08:00:00.000Z');
  });

  it('reads file names back, refusing anything else', () => {
    expect(parseSitemapFile('articles-2.xml')).toEqual({ type: 'articles', page: 2 });
    expect(parseSitemapFile('podcasts-1.xml')).toEqual({ type: 'podcasts', page: 1 });
    expect(parseSitemapFile('articles-0.xml')).toBeNull();
    expect(parseSitemapFile('users-1.xml')).toBeNull();
    expect(parseSitemapFile('articles-1.txt')).toBeNull();
  });

  it('static pages come in both languages, paired', () => {
    const root = parseXml(urlSetXml('https://tapchi.test', staticEntries()));
    const locs = findAll(root, 'loc').map((node) => node.text);
    expect(locs).toContain('https://tapchi.test/ve-chung-toi');
    expect(locs).toContain('https://tapchi.test/en/about');
    expect(locs).toContain('https://tapchi.test/');
    expect(locs).toContain('https://tapchi.test/en');
    expect(locs.some((loc) => loc.includes('login'))).toBe(false);
    const about = findAll(root, 'url').find((url) => findAll(url, 'loc')[0]!.text.endsWith('/ve-chung-toi'))!;
    expect(findAll(about, 'xhtml:link').map((link) => link.attributes.href)).toContain(
      'https://tapchi.test/en/about',
    );
  });
});

describe('robots.txt', () => {
  const text = robotsTxt('https://tapchi.test');

  it('names the sitemap with an absolute URL and allows the rest', () => {
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toContain('Sitemap: https://tapchi.test/sitemap.xml');
  });

  it('keeps crawlers out of account screens, preview and search, in both languages, but not articles alike', () => {
    for (const line of [
      'Disallow: /login$',
      'Disallow: /login/',
      'Disallow: /en/register$',
      'Disallow: /reset-password/',
      'Disallow: /preview-article?',
      'Disallow: /tim-kiem?',
      'Disallow: /en/search?',
      'Disallow: /api/',
    ]) {
      expect(text).toContain(`${line}\n`);
    }
    expect(text).not.toMatch(/^Disallow: \/login\n/m);
  });
});
