import type { ArticleCard, ArticleDetail, TopicDetail } from '@magazine/contracts';
import { describe, expect, inject, it } from 'vitest';
import { ampMarkupProblems } from '../apps/web/lib/seo/amp-check';
import { findAll, parseXml } from '../apps/web/lib/seo/xml-check';
import { apiGet, articleDetail, latestArticles } from './support/api';
import { hydrated, useBrowser } from './support/browser';
import { jsonLd } from './support/json-ld';
import { of, recordTracking, type Sent, until } from './support/tracking';

const ctx = useBrowser();
const baseUrl = inject('baseUrl');

async function fetchText(path: string) {
  const res = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** The newest articles of a language, with and without a translation. */
async function pickArticles(language: 'vi' | 'en') {
  const cards: ArticleCard[] = await latestArticles(language, 30);
  let paired: ArticleDetail | undefined;
  let single: ArticleDetail | undefined;
  for (const card of cards) {
    const detail = await articleDetail(card.slug, language);
    if (detail.isRedirect) continue;
    if (detail.translation && !paired) paired = detail;
    if (!detail.translation && !single) single = detail;
    if (paired && single) break;
  }
  if (!paired || !single) throw new Error(`the demo content has no ${language} articles of both kinds`);
  return { paired, single };
}

describe('sitemap, robots and feeds', () => {
  it('the sitemap index leads to article sitemaps listing both languages with hreflang pairs', async () => {
    const index = await fetchText('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('xml');
    const locs = findAll(parseXml(index.text), 'loc').map((node) => node.text);
    for (const file of ['static', 'articles-1', 'topics-1', 'categories-1', 'events-1']) {
      expect(locs).toContain(`${baseUrl}/sitemaps/${file}.xml`);
    }
    const articles = parseXml((await fetchText('/sitemaps/articles-1.xml')).text);
    const urls = findAll(articles, 'loc').map((node) => node.text);
    expect(urls.some((url) => url.startsWith(`${baseUrl}/en/`))).toBe(true);
    expect(urls.some((url) => !url.startsWith(`${baseUrl}/en/`))).toBe(true);
    const { paired } = await pickArticles('vi');
    const entry = findAll(articles, 'url').find(
      (url) => findAll(url, 'loc')[0]!.text === `${baseUrl}/${paired.slug}`,
    );
    expect(entry).toBeDefined();
    expect(findAll(entry!, 'lastmod')).toHaveLength(1);
    const hreflangs = findAll(entry!, 'xhtml:link').map((link) => [
      link.attributes.hreflang,
      link.attributes.href,
    ]);
    expect(hreflangs).toContainEqual(['en', `${baseUrl}${paired.translation!.path}`]);
    const topics = findAll(parseXml((await fetchText('/sitemaps/topics-1.xml')).text), 'loc').map(
      (n) => n.text,
    );
    expect(topics.some((url) => url.startsWith(`${baseUrl}/chu-de/`))).toBe(true);
    expect(topics.some((url) => url.startsWith(`${baseUrl}/en/topic/`))).toBe(true);
    const events = findAll(parseXml((await fetchText('/sitemaps/events-1.xml')).text), 'loc').map(
      (n) => n.text,
    );
    expect(events).toContain(`${baseUrl}/events/le-hoi-huong-vi-ha-noi`);
    expect(events).toContain(`${baseUrl}/en/events/flavors-festival-hanoi`);
    expect((await fetchText('/sitemaps/articles-99.xml')).status).toBe(404);
  });

  it('robots.txt names the sitemap and keeps crawlers out of the account screens', async () => {
    const robots = await fetchText('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /login$');
  });

  it('serves an RSS feed per language and per topic, linked from the home page', async () => {
    for (const [path, language] of [
      ['/rss.xml', 'vi-VN'],
      ['/en/rss.xml', 'en-US'],
      // the language from ?lang=, as for a page (SPEC §2)
      ['/rss.xml?lang=en', 'en-US'],
      ['/en/rss.xml?lang=vi', 'vi-VN'],
    ] as const) {
      const feed = await fetchText(path);
      expect(feed.status).toBe(200);
      const channel = parseXml(feed.text).children[0]!;
      expect(findAll(channel, 'language')[0]!.text).toBe(language);
      const items = findAll(channel, 'item');
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(30);
    }
    const { paired } = await pickArticles('en');
    const topicFeed = await fetchText(`/en/topic/${paired.topic!.slug}/rss.xml`);
    expect(topicFeed.status).toBe(200);
    expect(findAll(parseXml(topicFeed.text), 'item').length).toBeGreaterThan(0);
    // the topic's Vietnamese feed asked for in English moves to its English feed, as its page does
    const topic = await apiGet<TopicDetail>(`/v2/topic/${paired.topic!.slug}?language=en`);
    expect(topic.alternates.vi, 'the demo topics have a slug per language').not.toBe(paired.topic!.slug);
    expect(topic.alternates.vi).toBeTruthy();
    for (const path of [
      `/chu-de/${topic.alternates.vi}/rss.xml?lang=en`,
      `/en/topic/${topic.alternates.vi}/rss.xml`,
    ]) {
      const moved = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(moved.status, path).toBe(308);
      expect(moved.headers.get('location'), path).toBe(`/en/topic/${paired.topic!.slug}/rss.xml`);
    }
    expect((await fetchText('/chu-de/khong-co-chu-de-nay/rss.xml')).status).toBe(404);
    const home = await fetchText('/en');
    const feeds = home.text.match(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/g) ?? [];
    expect(feeds).toHaveLength(1);
    expect(feeds[0]).toContain(`href="${baseUrl}/en/rss.xml"`);
  });
});

describe('AMP', () => {
  it('each article has a valid AMP page whose full-version button leads back to it', async () => {
    const { paired } = await pickArticles('vi');
    const amp = await fetchText(`/amp/${paired.slug}`);
    expect(amp.status).toBe(200);
    expect(amp.type).toContain('text/html');
    expect(ampMarkupProblems(amp.text)).toEqual([]);
    expect(amp.text).toContain(`<link rel="canonical" href="${baseUrl}/${paired.slug}">`);

    const article = await fetchText(`/${paired.slug}`);
    expect(article.text).toContain(`<link rel="amphtml" href="${baseUrl}/amp/${paired.slug}"`);

    // Without JavaScript the boilerplate's <noscript> shows the page at once (the AMP runtime
    // lives on a CDN these machines cannot reach).
    const context = await ctx.browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/amp/${paired.slug}`);
    await page.click('a.full');
    await page.waitForURL(`${baseUrl}/${paired.slug}`);
    expect(await page.locator('h1').first().textContent()).toBe(paired.title);
    await context.close();
  });

  it('English articles have theirs under /en, and an unknown slug is a 404', async () => {
    const { single } = await pickArticles('en');
    const amp = await fetchText(`/en/amp/${single.slug}`);
    expect(amp.status).toBe(200);
    expect(amp.text).toContain('<html ⚡ lang="en">');
    expect(ampMarkupProblems(amp.text)).toEqual([]);
    expect((await fetchText('/amp/khong-co-bai-nay')).status).toBe(404);
  });

  it("a moved article's AMP page moves to its target's AMP page", async () => {
    // the demo content's redirect article (seeded the same on every run)
    const slug = '12-live-music-bars-worth-a-visit-in-hoi-an';
    const detail = await articleDetail(slug, 'en');
    expect(detail.redirectTo).toMatch(/^\/en\/[^/]+$/);
    const target = await fetch(`${baseUrl}/en/amp/${slug}`, { redirect: 'manual' });
    expect(target.status).toBe(308);
    expect(target.headers.get('location')).toBe(detail.redirectTo!.replace(/^\/en\//, '/en/amp/'));
    const amp = await fetchText(target.headers.get('location')!);
    expect(amp.status).toBe(200);
    expect(ampMarkupProblems(amp.text)).toEqual([]);
  });
});

describe('sharing metadata and the language switch', () => {
  it('an article page carries its canonical, OpenGraph image, Twitter card and JSON-LD', async () => {
    const { paired } = await pickArticles('en');
    const page = await ctx.newPage();
    await page.goto(`/en/${paired.slug}`);
    const head = page.locator('head');
    expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl}/en/${paired.slug}`,
    );
    expect(await head.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await head.locator('meta[property="og:locale"]').getAttribute('content')).toBe('en_US');
    expect(await head.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http.*\.webp$/);
    expect(await head.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1280');
    expect(await head.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    );
    expect(await head.locator('link[rel="alternate"][hreflang="vi"]').getAttribute('href')).toContain(
      paired.translation!.path,
    );
    const graph = (await jsonLd(page)).flatMap((ld) => (ld['@graph'] as Record<string, unknown>[]) ?? [ld]);
    const types = graph.map((node) => node['@type']);
    expect(types).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']));
    await page.context().close();
  });

  it('the language switch lands on the translation', async () => {
    const { paired } = await pickArticles('vi');
    const page = await ctx.newPage();
    await page.goto(`/${paired.slug}`);
    const link = page.locator(`header a[hreflang="en"][href="${paired.translation!.path}"]`);
    await link.click();
    await page.waitForURL(`${baseUrl}${paired.translation!.path}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();
  });

  it('without a translation it lands on the other home page and says why', async () => {
    const { single } = await pickArticles('vi');
    const page = await ctx.newPage();
    const sent = recordTracking(page);
    await page.goto(`/${single.slug}`);
    // The switch leaves its note in sessionStorage from its click handler, so the page must be
    // hydrated first (a click before that is a plain link: the reader lands on the home page
    // without the note). The header's login state arrives after hydration; `load` may come before.
    await hydrated(page);
    // and, as every journey whose step the background parts must see (support/tracking.ts), the
    // article's view counted first: those parts have run on this page before the press
    await until(sent, (s) => of(s, 'view-page').length === 1, 'the article is viewed');
    await page.locator('header a[hreflang="en"][data-missing-translation]').click();
    await page.waitForURL(`${baseUrl}/en`);
    const notice = page.locator('[data-snackbar="info"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This page has no English version yet');
    // not again after a reload. The notice comes with the page tracker (support/tracking.ts), so
    // once the reloaded page's view is counted (the English home page's second), it would be there
    const englishViews = (s: Sent[]) => of(s, 'view-page').filter((e) => e.body.language === 'en').length;
    await until(sent, (s) => englishViews(s) === 1, 'the English home page is viewed');
    await page.reload();
    await until(sent, (s) => englishViews(s) === 2, 'the reloaded page is viewed');
    expect(await page.locator('[data-snackbar="info"]').count()).toBe(0);
    await page.context().close();
  });
});
