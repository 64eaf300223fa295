import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { latestArticles } from './support/api';
import { hydrated, useBrowser } from './support/browser';

const ctx = useBrowser();
const base = inject('baseUrl');

/** Resolves once no request of the page has been under way for `ms` (prefetches included). */
async function quiet(page: Page, ms = 1_000) {
  let inFlight = 0;
  let since = Date.now();
  const start = () => inFlight++;
  const end = () => {
    inFlight--;
    since = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  while (inFlight > 0 || Date.now() - since < ms) await page.waitForTimeout(100);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

describe('the images a page loads', () => {
  it('gives the home and article pages the preload of their own hero as a Link header', async () => {
    const [card] = await latestArticles('vi', 1);
    for (const path of ['/', `/${card!.slug}`]) {
      const res = await fetch(`${base}${path}`);
      const html = await res.text();
      const hero = /<img [^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? '';
      const src = / src="([^"]+)"/.exec(hero)?.[1];
      expect(src, path).toMatch(/^\/media\//);
      expect(res.headers.get('link'), path).toContain(`<${src}>; rel=preload; as=image; fetchpriority=high`);
      // and no image preload in the page itself, which the page's RSC payload would carry too
      expect(html, path).not.toMatch(/<link rel="preload" as="image"/);
    }
  });

  it('downloads only the images it shows while a reader scrolls the home page on a phone', async () => {
    const context = await ctx.browser.newContext({
      baseURL: ctx.baseUrl,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/media/'))
        requested.add(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    for (let step = 0; step < 12; step++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(250);
    }
    // the router has prefetched the links that came into view, and what those answers asked for
    await quiet(page);
    const shown = new Set(await page.$$eval('img', (images) => images.map((image) => image.currentSrc)));
    expect(requested.size).toBeGreaterThan(3);
    // before: the prefetched articles' and topics' heroes too (16 of 32 images never shown)
    expect([...requested].filter((url) => !shown.has(url))).toEqual([]);
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
    await context.close();
  });
});
