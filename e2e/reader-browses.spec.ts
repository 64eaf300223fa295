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

  it('opens an article from anywhere on its card, and the topic from the card’s topic label', async () => {
    const page = await ctx.newPage();
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Tiêu điểm' }).locator('article').first();
    const title = card.locator('h3 a');
    const href = await title.getAttribute('href');
    const text = (await title.innerText()).trim();
    // one link to the article per card: a reader tabbing through the page meets each story once
    expect(await card.locator(`a[href="${href}"]`).count()).toBe(1);
    const topic = card.locator('a[href^="/chu-de/"]');
    const topicHref = await topic.getAttribute('href');

    // where the picture is drawn: the title's link covers it
    await card.locator('img').scrollIntoViewIfNeeded();
    const picture = await card.locator('img').boundingBox();
    await page.mouse.click(picture!.x + picture!.width / 2, picture!.y + picture!.height / 2);
    await page.waitForURL((url) => url.pathname === href);
    expect((await page.locator('h1').first().innerText()).trim()).toBe(text);

    await page.goBack();
    await topic.click();
    await page.waitForURL((url) => url.pathname === topicHref);
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
