import type { ArticleCard } from '@magazine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet } from './support/api';
import { hydrated, useBrowser } from './support/browser';

const ctx = useBrowser();

/** The page's background (globals.css `--paper`): what a styled page has and an unstyled one lacks. */
const PAPER = 'rgb(255, 253, 248)';

/** The path of every stylesheet `page` requests from now on. */
function stylesheetRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url()))
      fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

/** The page's stylesheet links: each one's path, and whether it is disabled (inlined, not fetched). */
function stylesheetLinks(page: Page): Promise<{ href: string; disabled: boolean }[]> {
  return page.$$eval('link[rel="stylesheet"]', (elements) =>
    elements.map((l) => ({
      href: new URL((l as HTMLLinkElement).href).pathname,
      disabled: (l as HTMLLinkElement).disabled,
    })),
  );
}

describe('a reader browsing the magazine', () => {
  it('opens the Vietnamese home, switches to English, opens an article and reads its title', async () => {
    const page = await ctx.newPage();
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    await page.locator('main h2, main h3').first().waitFor();
    // older stories readers liked, below the newest (v2/dont-miss-out-articles)
    const dontMissOut = page.getByRole('region', { name: 'Đừng bỏ lỡ' });
    // SPEC §9: eight of them (the API's default)
    expect(await dontMissOut.locator('article').count()).toBe(8);

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

  it('gets each page styled without fetching its stylesheets, before any script and after a move to an article', async () => {
    // without JavaScript: the page's own CSS is in the page
    const still = await ctx.browser.newContext({ baseURL: ctx.baseUrl, javaScriptEnabled: false });
    const plain = await still.newPage();
    const fetchedPlain = stylesheetRequests(plain);
    await plain.goto('/', { waitUntil: 'load' });
    expect(await plain.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(PAPER);
    expect(await plain.locator('head style').count()).toBeGreaterThan(2);
    expect(fetchedPlain).toEqual([]);
    await still.close();

    const page = await ctx.newPage();
    const fetched = stylesheetRequests(page);
    await page.goto('/');
    await hydrated(page);
    const links = await stylesheetLinks(page);
    // each stylesheet React knows of is the page's inline copy: its link is disabled, never fetched
    expect(links.length).toBeGreaterThan(2);
    expect(links.filter((l) => !l.disabled)).toEqual([]);

    const title = page.getByRole('region', { name: 'Tiêu điểm' }).locator('article h3 a').first();
    const href = await title.getAttribute('href');
    await title.click();
    await page.waitForURL((url) => url.pathname === href);
    const h1 = page.locator('h1').first();
    await h1.waitFor();
    // the article's own stylesheets came with the move; the home page's were not fetched again
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(PAPER);
    expect(Number.parseFloat(await h1.evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThan(24);
    expect(fetched.filter((path) => links.some((l) => l.href === path))).toEqual([]);
    await page.context().close();
  });

  it('shows a 404 page for an unknown article, in the reader’s language', async () => {
    const page = await ctx.newPage();
    const fetched = stylesheetRequests(page);
    const vi = await page.goto('/bai-viet-khong-ton-tai');
    expect(vi?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Không tìm thấy trang' }).waitFor();
    await page.getByRole('link', { name: 'Về trang chủ' }).first().waitFor();

    // drawn by the page's scripts: one heading, the site's header around it
    expect(await page.getByRole('heading', { name: 'Không tìm thấy trang' }).count()).toBe(1);
    await page.locator('header a[hreflang="en"]').first().waitFor();
    // its stylesheets came inside the page (Next's shell links none: page-stylesheets.mjs)
    const links = await stylesheetLinks(page);
    expect(links.length).toBeGreaterThan(2);
    expect(links.filter((l) => !l.disabled)).toEqual([]);
    expect(fetched.filter((path) => links.some((l) => l.href === path))).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(PAPER);

    // somewhere to go: the search, and the editors' recommendations
    const picks = async (language: 'vi' | 'en') =>
      (await apiGet<ArticleCard[]>(`/v2/recommend-article?language=${language}&limit=4`)).map((a) => a.title);
    const shown = (section: string) =>
      page.getByRole('region', { name: section }).getByRole('heading', { level: 3 }).allTextContents();
    expect(await shown('Có thể bạn sẽ thích')).toEqual(await picks('vi'));
    // each one an article, so a click on it is counted as a card's (lib/tracking/click-item.ts)
    expect(await page.getByRole('region', { name: 'Có thể bạn sẽ thích' }).getByRole('article').count()).toBe(
      (await picks('vi')).length,
    );
    await page.getByRole('link', { name: 'Tìm kiếm trên Tạp Chí' }).click();
    await page.waitForURL((url) => url.pathname === '/tim-kiem');

    const en = await page.goto('/en/no-such-article');
    expect(en?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await shown('You might like')).toEqual(await picks('en'));
    expect(await page.getByRole('link', { name: 'Search the magazine' }).getAttribute('href')).toBe(
      '/en/search',
    );
    await page.context().close();
  });

  it('says a page was not found to a reader without JavaScript, in their language', async () => {
    const still = await ctx.browser.newContext({ baseURL: ctx.baseUrl, javaScriptEnabled: false });
    const page = await still.newPage();
    for (const [path, lang, heading, home] of [
      ['/bai-viet-khong-ton-tai', 'vi', 'Không tìm thấy trang', 'Về trang chủ'],
      ['/chu-de/khong-co-chu-de-nay', 'vi', 'Không tìm thấy trang', 'Về trang chủ'],
      ['/en/no-such-article', 'en', 'Page not found', 'Back to the homepage'],
      // SPEC §2: the lang query before the path
      ['/chu-de/khong-co-chu-de-nay?lang=en', 'en', 'Page not found', 'Back to the homepage'],
      ['/en/no-such-article?lang=vi', 'vi', 'Không tìm thấy trang', 'Về trang chủ'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      expect(await page.getAttribute('html', 'lang'), path).toBe(lang);
      expect(await page.title(), path).toBe(heading);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('link', { name: home }).click();
      await page.waitForURL((url) => url.pathname === (lang === 'en' ? '/en' : '/'));
    }
    await still.close();
  });
});
