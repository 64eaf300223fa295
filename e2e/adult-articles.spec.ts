import type { ArticleDetail, Block } from '@magazine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { articleDetail, latestArticles } from './support/api';
import { seriousViolations } from './support/axe';
import { hydrated, useBrowser } from './support/browser';
import { signUpMember } from './support/members';

const ctx = useBrowser();

/** The newest adults-only article of the demo in a language, with its text as blocks. */
async function adultArticle(language: 'vi' | 'en'): Promise<ArticleDetail> {
  const card = (await latestArticles(language)).find((c) => c.adultOnly);
  if (card) return articleDetail(card.slug, language);
  throw new Error(`the demo has no adults-only article among the newest 50 in ${language}`);
}

const firstParagraph = (article: ArticleDetail) =>
  (article.content as Block[]).find((b) => b.type === 'paragraph')!.text;

/** the article's own header: its topic, the 18+ mark and the title (cards below carry marks of their own) */
const header = (page: Page) => page.locator('header', { has: page.getByRole('heading', { level: 1 }) });

const question = (page: Page, title = 'Dành cho người từ 18 tuổi trở lên') =>
  page.getByRole('heading', { name: title });

describe('an adults-only article', () => {
  it('asks a visitor’s age before the text, remembers the yes, and other articles never ask', async () => {
    const article = await adultArticle('vi');
    const text = firstParagraph(article);
    const page = await ctx.newPage();
    await page.goto(article.path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title);
    expect(await header(page).getByText('18+', { exact: true }).isVisible()).toBe(true);
    await question(page).waitFor();
    // the title and summary show, the text and the comments wait for the answer
    expect(await page.getByText(text).first().isVisible()).toBe(false);
    expect(await page.locator('#comments').isVisible()).toBe(false);
    expect(await page.locator('meta[name="rating"]').getAttribute('content')).toBe('adult');
    expect(await seriousViolations(page)).toEqual([]);

    await hydrated(page);
    await page.getByRole('button', { name: 'Tôi đã đủ 18 tuổi' }).click();
    await page.getByText(text).first().waitFor();
    expect(await question(page).isVisible()).toBe(false);
    // the keyboard goes on where the text starts
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('article-text');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'is18+');
    expect(cookie?.value).toBe('true');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

    // the answer holds from the first paint of the next visit: with the site's scripts held back
    // (no island runs), the page's inline script alone, allowed by the script policy, opens the text
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto(article.path);
    expect(await page.getByText(text).first().isVisible()).toBe(true);
    expect(await question(page).isVisible()).toBe(false);
    expect(await page.locator('[data-auth="anonymous"], [data-auth="member"]').count(), 'no island ran').toBe(
      0,
    );
    await page.context().close();

    // an ordinary article shows its text to a new visitor at once
    const plain = (await latestArticles('vi')).find((card) => card._id !== article._id)!;
    const other = await ctx.newPage();
    await other.goto(plain.path);
    expect(await other.locator('[data-age-gate]').count()).toBe(0);
    expect(await header(other).getByText('18+', { exact: true }).count()).toBe(0);
    await other.context().close();
  });

  it('is marked 18+ on its card in a list, and no other card is, and in search results', async () => {
    const article = await adultArticle('vi');
    const adultness = new Map((await latestArticles('vi')).map((card) => [card.path, card.adultOnly]));
    const page = await ctx.newPage();
    await page.goto(`/chu-de/${article.topic!.slug}`);
    const card = page.locator('article', { has: page.locator(`a[href="${article.path}"]`) }).first();
    expect(await card.getByText('18+', { exact: true }).isVisible()).toBe(true);
    // a screen reader hears what the mark means
    expect(await card.getByText('Dành cho người từ 18 tuổi trở lên').count()).toBe(1);
    const cards = await page.locator('article:has(h2 a, h3 a)').evaluateAll((nodes) =>
      nodes.map((node) => ({
        path: node.querySelector('h2 a, h3 a')!.getAttribute('href')!,
        marked: (node as HTMLElement).innerText.includes('18+'),
      })),
    );
    const known = cards.filter((c) => adultness.has(c.path));
    expect(known.length).toBeGreaterThan(3);
    for (const c of known) expect(c.marked, c.path).toBe(adultness.get(c.path));

    // and in search results, found by its title
    await page.goto(`/tim-kiem?q=${encodeURIComponent(article.title)}`);
    const hit = page.getByRole('listitem').filter({ has: page.locator(`a[href="${article.path}"]`) });
    expect(await hit.getByText('18+', { exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('lets a reader without JavaScript answer and read, for that visit, and says so', async () => {
    const article = await adultArticle('vi');
    const text = firstParagraph(article);
    const context = await ctx.browser.newContext({ baseURL: ctx.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(article.path);
    await question(page).waitFor();
    // Playwright's text engine skips <noscript>, so the message is read as the region's rendered
    // text and the answer's link by its address
    const gate = page.locator('[data-age-gate]');
    expect(await gate.innerText()).toContain('câu trả lời chỉ có hiệu lực trên trang này');
    expect(await page.getByRole('button', { name: 'Tôi đã đủ 18 tuổi' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Về trang chủ' }).isVisible()).toBe(true);
    expect(await page.getByText(text).first().isVisible()).toBe(false);
    const answer = gate.locator('noscript a[href="#article-text"]');
    expect(await answer.innerText()).toBe('Tôi đã đủ 18 tuổi');
    await answer.click();
    await page.getByText(text).first().waitFor();
    expect(await gate.isVisible()).toBe(false);
    // nothing is remembered: the next visit asks again
    await page.goto(article.path);
    await question(page).waitFor();
    expect(await page.getByText(text).first().isVisible()).toBe(false);
    await context.close();
  });

  it('opens nothing by its address when scripts run and the question is not answered', async () => {
    const article = await adultArticle('vi');
    const page = await ctx.newPage();
    await page.goto(`${article.path}#article-text`);
    await question(page).waitFor();
    expect(await page.getByText(firstParagraph(article)).first().isVisible()).toBe(false);
    await page.context().close();
  });

  it('asks in English, and the way out goes to the English home page', async () => {
    const article = await adultArticle('en');
    const page = await ctx.newPage();
    await page.goto(article.path);
    await question(page, 'For readers aged 18 and over').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByText(firstParagraph(article)).first().isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await page.context().close();
  });

  it('is not shown to a member under 18 by their profile, whatever the device said, and is once they are 18', async () => {
    const article = await adultArticle('vi');
    const text = firstParagraph(article);
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'age-gate', verified: false });
    // someone said yes on this device before
    await page.context().addCookies([{ name: 'is18+', value: 'true', url: ctx.baseUrl }]);
    const today = new Date();
    const born = (years: number) =>
      `${today.getFullYear() - years}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(Math.min(today.getDate(), 28)).padStart(2, '0')}`;

    const saveBirthday = async (dob: string) => {
      await page.goto('/thong-tin-tai-khoan');
      await page.getByLabel('Ngày sinh').fill(dob);
      await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await page.getByText('Đã lưu thông tin của bạn.').waitFor();
    };

    await saveBirthday(born(16));
    await page.goto(article.path);
    await page.getByText('Theo ngày sinh trong hồ sơ, bạn chưa đủ 18 tuổi').waitFor();
    expect(await page.getByText(text).first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Tôi đã đủ 18 tuổi' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Xem lại ngày sinh' }).getAttribute('href')).toBe(
      '/thong-tin-tai-khoan',
    );
    // the device now remembers the profile's answer
    expect((await page.context().cookies()).find((c) => c.name === 'is18+')?.value).toBe('false');

    await saveBirthday(born(18));
    await page.goto(article.path);
    await page.getByText(text).first().waitFor();
    expect(await question(page).isVisible()).toBe(false);
    await page.context().close();
  });
});
