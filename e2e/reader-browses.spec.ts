import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const ctx = useBrowser();

describe('a reader browsing the magazine', () => {
  it('opens the Vietnamese home, switches to English, opens an article and reads its title', async () => {
    const page = await ctx.newPage();
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    await page.locator('main h2, main h3').first().waitFor();
    // older stories readers liked, below the newest (v2/dont-miss-out-articles)
    const dontMissOut = page.getByRole('region', { name: 'Đừng bỏ lỡ' });
    expect(await dontMissOut.locator('article').count()).toBeGreaterThan(0);

    await page.locator('header a[hreflang="en"]').first().click();
    await page.waitForURL(/\/en$/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    const link = page.locator('main article h2 a, main article h3 a').first();
    const title = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/en\/[a-z0-9-]+$/);
    expect((await page.locator('h1').first().innerText()).trim()).toBe(title);
    await page.waitForFunction((t) => document.title.includes(t), title, { timeout: 10_000 });
    await page.context().close();
  });

  it('shows a 404 page for an unknown article, in the reader’s language', async () => {
    const page = await ctx.newPage();
    const vi = await page.goto('/bai-viet-khong-ton-tai');
    expect(vi?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Không tìm thấy trang' }).waitFor();
    await page.getByRole('link', { name: 'Về trang chủ' }).first().waitFor();

    const en = await page.goto('/en/no-such-article');
    expect(en?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });
});
