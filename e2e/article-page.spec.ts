import type { ArticleCard, Block } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { inContentSlot } from '../apps/web/lib/in-content-slot';
import { apiGet, articleDetail, latestArticles } from './support/api';
import { useBrowser } from './support/browser';
import { of, recordTracking, until } from './support/tracking';

const ctx = useBrowser();

describe('the article page', () => {
  it('takes ?lang=en to the English site', async () => {
    const page = await ctx.newPage();
    await page.goto('/?lang=en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();
  });

  it('takes ?lang=en on a Vietnamese article to its English translation', async () => {
    const docs = await latestArticles('vi');
    let translated: { slug: string; to: string } | undefined;
    for (const card of docs) {
      const detail = await articleDetail(card.slug, 'vi');
      if (detail.translation) {
        translated = { slug: card.slug, to: detail.translation.path };
        break;
      }
    }
    expect(translated).toBeDefined();
    const page = await ctx.newPage();
    await page.goto(`/${translated!.slug}?lang=en`);
    expect(new URL(page.url()).pathname).toBe(translated!.to);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    // the flag that keeps a page out of search engines, and a campaign's tags, go along
    const res = await page.goto(`/${translated!.slug}?lang=en&safeTracking&utm_source=letter`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `${translated!.to}?safeTracking=&utm_source=letter`,
    );
    expect(res!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.context().close();
  });

  it('reads an open-publishing piece at /open-publishing/[slug], labelled, in both languages; its other address leads there', async () => {
    const docs = await latestArticles('vi');
    const piece = docs.find((card) => card.openPublishing);
    expect(piece, 'the demo has an open-publishing piece among the newest 50').toBeDefined();
    expect(piece!.path).toBe(`/open-publishing/${piece!.slug}`);
    const newsroom = docs.find((card) => !card.openPublishing)!;
    const page = await ctx.newPage();
    const moved = await page.request.get(`/${piece!.slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toBe(`/open-publishing/${piece!.slug}`);
    await page.goto(piece!.path);
    await page.getByRole('heading', { level: 1, name: piece!.title }).waitFor();
    await page.getByText('Cộng đồng viết', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /cách gửi bài/ }).getAttribute('href')).toBe(
      '/write-with-us',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/open-publishing/${piece!.slug}$`),
    );
    // a newsroom article asked for at the open-publishing address goes to its own
    await page.goto(`/open-publishing/${newsroom.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/${newsroom.slug}`);
    expect(await page.getByText('Cộng đồng viết', { exact: true }).count()).toBe(0);
    const english = (await latestArticles('en')).find((card) => card.openPublishing)!;
    await page.goto(english.path);
    expect(new URL(page.url()).pathname).toBe(`/en/open-publishing/${english.slug}`);
    await page.getByText('Open publishing', { exact: true }).waitFor();
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

  it('reads on when the #hash is not valid percent-encoding', async () => {
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const [card] = await latestArticles('en', 1);
    await page.goto(`${card!.path}#%E0%A4%A`);
    await page.getByRole('heading', { level: 1, name: card!.title }).waitFor();
    // a hash set while reading names no anchor either, and breaks nothing
    await page.evaluate(() => {
      window.location.hash = '#50%';
    });
    await page.getByRole('heading', { level: 1, name: card!.title }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('breaks the text with three read-also links, none of them in the related list, in both languages', async () => {
    type Detail = { _id: string; path: string; content: Block[]; related: ArticleCard[] };
    const inContent = (id: string, language: string, ignore: string[] = []) =>
      apiGet<ArticleCard[]>(
        `/v2/recommend-incontent-article?articleId=${id}&language=${language}${ignore
          .map((other) => `&ignoreArticleIds[]=${other}`)
          .join('')}`,
      );
    for (const [language, label] of [
      ['vi', 'Đọc thêm'],
      ['en', 'Also read'],
    ] as const) {
      // an article whose best three related by tags include one of its related list (so leaving
      // those out shows), with a body long enough to hold the links inside it
      let subject: { detail: Detail; shown: string[] } | undefined;
      for (const card of (await latestArticles(language, 30)).filter((c) => !c.adultOnly)) {
        const detail = await apiGet<Detail>(
          `/v2/article-detail/${card.slug}?language=${language}&isGetContentAsArray=true&isGetRelated=true`,
        );
        const shown = detail.related.map((related) => related._id);
        const unfiltered = await inContent(detail._id, language);
        const slot = inContentSlot(detail.content);
        if (slot > 0 && slot < detail.content.length && unfiltered.some((a) => shown.includes(a._id))) {
          subject = { detail, shown };
          break;
        }
      }
      expect(subject, `a ${language} article whose in-content links overlap its related list`).toBeDefined();
      const { detail, shown } = subject!;
      const expected = await inContent(detail._id, language, shown);
      expect(expected).toHaveLength(3);
      const page = await ctx.newPage();
      const sent = recordTracking(page);
      await page.goto(detail.path);
      const box = page.getByRole('complementary', { name: label });
      // each title, after its topic; no headings, so the text after the box is not under them
      expect(await box.locator('a[data-card-link]').allTextContents()).toEqual(
        expected.map((article) => article.title),
      );
      expect(await box.getByRole('heading').count()).toBe(0);
      // inside the text, where the body's blocks put it
      const place = await box.evaluate((aside) => ({
        inBody: aside.parentElement?.hasAttribute('data-article-body'),
        index: Array.from(aside.parentElement?.children ?? []).indexOf(aside),
      }));
      expect(place).toEqual({ inBody: true, index: inContentSlot(detail.content) });
      const related = await page.locator('section[aria-labelledby="related-title"] h3 a').allTextContents();
      expect(related.length).toBeGreaterThan(0);
      for (const article of expected) expect(related).not.toContain(article.title);
      // a click opens the article, and page tracking counts it as a card's (click-item navigate),
      // once the tracker has started (support/tracking.ts)
      await until(sent, (s) => of(s, 'view-page').length === 1, 'the article is viewed');
      await box.getByRole('link', { name: expected[0]!.title }).click();
      await page.getByRole('heading', { level: 1, name: expected[0]!.title }).waitFor();
      await expect
        .poll(() => of(sent, 'click-item').map((event) => event.body))
        .toContainEqual(
          expect.objectContaining({ targetName: 'article', action: 'navigate', targetId: expected[0]!.path }),
        );
      await page.context().close();
    }
  });

  it('marks a page opened with safeTracking as noindex, nofollow', async () => {
    const [card] = await latestArticles('vi', 1);
    const page = await ctx.newPage();
    // the flag alone, no value: the header, and the meta tag in the HTML as sent (for a crawler
    // that runs no script), still there once the page has hydrated
    const res = await page.goto(`/${card!.slug}?safeTracking`);
    expect(res!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await res!.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.locator('meta[name="robots"]').getAttribute('content'))
      .toBe('noindex, nofollow');
    const plain = await page.goto(`/${card!.slug}`);
    expect(plain!.headers()['x-robots-tag']).toBeUndefined();
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
    await page.context().close();
  });

  it('sends a redirected article to its target for good', async () => {
    // lists leave redirect articles out, so the demo content's own is named here (seeded the same
    // on every run)
    const slug = '12-live-music-bars-worth-a-visit-in-hoi-an';
    const detail = await articleDetail(slug, 'en');
    expect(detail.isRedirect, `the demo content no longer makes ${slug} a redirect`).toBe(true);
    const redirect = { slug, to: detail.redirectTo! };
    const page = await ctx.newPage();
    const res = await page.goto(`/en/${redirect.slug}`);
    expect(new URL(page.url()).pathname).toBe(redirect.to);
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
    const header = await page.locator('header').first().boundingBox();
    await page.getByText('Menu', { exact: true }).click();
    await topics.waitFor({ state: 'visible' });
    // it drops down under the header, across the screen, and leaves the header as it was
    const menu = await page.locator('header nav').first().boundingBox();
    expect(menu!.x).toBe(0);
    expect(menu!.width).toBe(390);
    expect(menu!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    expect((await page.locator('header').first().boundingBox())!.height).toBe(header!.height);
    await page.close();
  });
});
