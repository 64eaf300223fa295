import type { ArticleCard, SearchPage } from '@magazine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet } from './support/api';
import { useBrowser } from './support/browser';

const ctx = useBrowser();

/** Titles of the results on the page, in order, and the words marked in each. */
async function results(page: Page) {
  const items = page.locator('main ol li article');
  await items.first().waitFor();
  return items.evaluateAll((articles) =>
    articles.map((a) => ({
      title: a.querySelector('h2')?.textContent?.trim() ?? '',
      titleMarks: Array.from(a.querySelectorAll('h2 mark')).map((m) => m.textContent ?? ''),
      href: a.querySelector('h2 a')?.getAttribute('href') ?? '',
    })),
  );
}

async function searchFor(page: Page, words: string) {
  const box = page.getByRole('searchbox');
  await box.fill(words);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === words);
}

describe('a reader searching the magazine', () => {
  it('types words without diacritics and finds the accented title, the words marked', async () => {
    const page = await ctx.newPage();
    await page.goto('/');
    await page.locator('header a[href="/tim-kiem"]').click();
    await page.waitForURL(/\/tim-kiem$/);
    await page.getByText('Gõ ít nhất 2 ký tự').waitFor();

    await searchFor(page, 'duong pho');
    const found = await results(page);
    expect(found[0]!.title).toMatch(/đường phố/i);
    expect(found[0]!.titleMarks.map((m) => m.toLowerCase())).toEqual(['đường', 'phố']);
    // the query stays in the box
    expect(await page.getByRole('searchbox').inputValue()).toBe('duong pho');

    // the result opens the article
    await page.locator('main ol li h2 a').first().click();
    await page.waitForURL((url) => url.pathname === found[0]!.href);
    expect((await page.locator('h1').first().innerText()).trim()).toBe(found[0]!.title);
    await page.context().close();
  });

  it('ranks the reader’s own diacritics first: "dưỡng" above the many "đường"', async () => {
    // the demo holds both spellings of "duong" in its titles
    const all = await apiGet<SearchPage>('/v2/search?q=duong&limit=50');
    expect(all.docs.some((d) => /dưỡng/i.test(d.title))).toBe(true);
    expect(all.docs.some((d) => /đường/i.test(d.title))).toBe(true);

    const page = await ctx.newPage();
    await page.goto('/tim-kiem');
    await searchFor(page, 'dưỡng');
    const titles = (await results(page)).map((r) => r.title);
    expect(titles[0]).toMatch(/dưỡng/i);
    const firstStreet = titles.findIndex((t) => /đường/i.test(t) && !/dưỡng/i.test(t));
    const lastCare = titles.findLastIndex((t) => /dưỡng/i.test(t));
    expect(firstStreet).toBeGreaterThan(lastCare);

    await searchFor(page, 'đường');
    expect((await results(page))[0]!.title).toMatch(/đường/i);
    await page.context().close();
  });

  it('ranks "phở" above "phố": the exact word first', async () => {
    // the demo has both words in its titles, and "pho" without marks finds both
    const all = await apiGet<SearchPage>('/v2/search?q=pho&limit=50');
    expect(all.docs.some((d) => /phở/i.test(d.title))).toBe(true);
    expect(all.docs.some((d) => /phố/i.test(d.title))).toBe(true);

    const page = await ctx.newPage();
    await page.goto('/tim-kiem');
    await searchFor(page, 'phở');
    const titles = (await results(page)).map((r) => r.title);
    expect(titles[0]).toMatch(/phở/i);
    // every "phở" title comes before the first title without it
    const firstOther = titles.findIndex((t) => !/phở/i.test(t));
    const lastPho = titles.findLastIndex((t) => /phở/i.test(t));
    if (firstOther !== -1) expect(lastPho).toBeLessThan(firstOther);
    // the language switch keeps the words
    const english = page.getByRole('link', { name: 'English', exact: true });
    await page.waitForFunction(() =>
      document.querySelector('a[hreflang="en"]')?.getAttribute('href')?.includes('?q='),
    );
    expect(await english.getAttribute('href')).toBe('/en/search?q=ph%E1%BB%9F');
    await page.context().close();
  });

  it('forgives a typo in English and says so, and filters by type', async () => {
    const page = await ctx.newPage();
    await page.goto('/en');
    await page.locator('header a[href="/en/search"]').click();
    await page.waitForURL(/\/en\/search$/);
    await searchFor(page, 'saigoon');
    await page.getByText('titles that look alike were added').waitFor();
    expect((await results(page)).some((r) => /saigon/i.test(r.title))).toBe(true);

    await page.getByLabel('Type').selectOption('podcastEpisode');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'podcastEpisode');
    const episodes = await results(page);
    expect(episodes.every((r) => r.href.startsWith('/en/podcast/'))).toBe(true);
    await page.context().close();
  });

  it('offers the most read today before a search, and the editors’ recommendations when nothing is found', async () => {
    const page = await ctx.newPage();
    for (const [language, path, topToday, recommended] of [
      ['vi', '/tim-kiem', 'Đọc nhiều hôm nay', 'Có thể bạn sẽ thích'],
      ['en', '/en/search', 'Most read today', 'You might like'],
    ] as const) {
      const titles = (section: string) =>
        page.getByRole('region', { name: section }).getByRole('heading', { level: 3 }).allTextContents();
      // the page keeps its reads a minute while the suite's readers add views: its five are
      // among the API's twenty most read today, not necessarily in today's order
      const daily = await apiGet<ArticleCard[]>(`/v2/top-daily-articles?language=${language}&limit=20`);
      await page.goto(path);
      const shown = await titles(topToday);
      expect(new Set(shown).size).toBe(5);
      for (const title of shown) expect(daily.map((article) => article.title)).toContain(title);
      expect(await page.getByRole('region', { name: recommended }).count()).toBe(0);

      const picks = await apiGet<ArticleCard[]>(`/v2/recommend-article?language=${language}&limit=4`);
      expect(picks).toHaveLength(4);
      await searchFor(page, 'xylophone zebra');
      await page.getByRole('status').filter({ hasText: 'xylophone zebra' }).waitFor();
      expect(await titles(recommended)).toEqual(picks.map((article) => article.title));
      expect(await page.getByRole('region', { name: topToday }).count()).toBe(0);
      // a search that finds something shows its results only
      await searchFor(page, language === 'vi' ? 'cà phê' : 'coffee');
      await results(page);
      expect(await page.getByRole('region', { name: recommended }).count()).toBe(0);
      expect(await page.getByRole('region', { name: topToday }).count()).toBe(0);
    }
    await page.context().close();
  });

  it('works without JavaScript: the form, the results and the page links', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tim-kiem?q=a');
    await page.getByText('Gõ ít nhất 2 ký tự').waitFor();
    await page.getByRole('searchbox').fill('cà phê');
    await page.getByRole('button', { name: 'Tìm' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'cà phê');
    expect((await results(page)).length).toBe(10);
    await page.getByRole('link', { name: 'Trang sau' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect((await results(page)).length).toBeGreaterThan(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

    await page.goto(`/tim-kiem?q=${encodeURIComponent('xylophone zebra')}`);
    await page.getByText('Không tìm thấy kết quả nào').waitFor();
    await context.close();
  });
});
