import type { Block } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { articleDetail, latestArticles } from './support/api';
import { useBrowser } from './support/browser';

const ctx = useBrowser();

describe('the article page', () => {
  it('takes ?lang=en to the English site', async () => {
    const page = await ctx.newPage();
    await page.goto('/?lang=en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();
  });

  it('scrolls to the heading named by the #hash', async () => {
    const docs = await latestArticles('vi');
    let target: { slug: string; anchor: string } | undefined;
    for (const card of docs) {
      const detail = await articleDetail(card.slug, 'vi');
      const headings = (detail.content as Block[]).filter((b) => b.type === 'heading');
      const last = headings.at(-1);
      if (last && last.type === 'heading') {
        target = { slug: card.slug, anchor: last.anchor };
        break;
      }
    }
    expect(target).toBeDefined();
    const page = await ctx.newPage();
    await page.goto(`/${target!.slug}#${target!.anchor}`);
    const heading = page.locator(`[id="${target!.anchor}"]`);
    await page.waitForFunction(() => window.scrollY > 0);
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(-2);
    expect(box!.y).toBeLessThan(900);
    await page.context().close();
  });

  it('marks a page opened with safeTracking as noindex, nofollow', async () => {
    const [card] = await latestArticles('vi', 1);
    const page = await ctx.newPage();
    const res = await page.goto(`/${card!.slug}?safeTracking=1`);
    expect(res!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.waitForSelector('meta[name="robots"][content="noindex, nofollow"]', { state: 'attached' });
    await page.context().close();
  });

  it('sends a redirected article to its target for good', async () => {
    const docs = await latestArticles('en');
    let redirect: { slug: string; to: string } | undefined;
    for (const card of docs) {
      const detail = await articleDetail(card.slug, 'en');
      if (detail.isRedirect && detail.redirectTo) {
        redirect = { slug: card.slug, to: detail.redirectTo };
        break;
      }
    }
    expect(redirect).toBeDefined();
    const page = await ctx.newPage();
    const res = await page.goto(`/en/${redirect!.slug}`);
    expect(new URL(page.url()).pathname).toBe(redirect!.to);
    expect(res!.status()).toBe(200);
    const hop = await res!.request().redirectedFrom()!.response();
    expect(hop!.status()).toBe(308);
    await page.context().close();
  });

  it('folds the navigation behind a menu button on a phone', async () => {
    const page = await ctx.browser.newPage({ baseURL: ctx.baseUrl, viewport: { width: 390, height: 800 } });
    await page.goto('/');
    const topics = page.getByRole('link', { name: 'Chủ đề', exact: true });
    expect(await topics.isVisible()).toBe(false);
    await page.getByText('Menu', { exact: true }).click();
    await topics.waitFor({ state: 'visible' });
    await page.close();
  });
});
