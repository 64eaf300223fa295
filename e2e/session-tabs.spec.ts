import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestArticles } from './support/api';
import { useBrowser } from './support/browser';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { headerShowsMember, logInByEmail, logOut, signUpMember } from './support/members';

const ctx = useBrowser();

const bookmark = (page: Page, state: 'true' | 'false') =>
  page.locator(`main [data-member-action="bookmark"][aria-pressed="${state}"]`).first();

/** A mark on the page's window: still there means the page was not loaded again. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { keptPage: true }));
const stillTheSamePage = (page: Page) => page.evaluate(() => 'keptPage' in window);

describe('the site’s tabs and the session (decision 0059)', () => {
  it('a login or logout in one tab shows in the others at once, with the member’s own state', async () => {
    const page = await ctx.newPage();
    const { email, password, name } = await signUpMember(page, { prefix: 'tabs', verified: false });
    const [card] = await latestArticles('vi', 1);
    await page.goto(`/${card!.slug}`);
    await bookmark(page, 'false').waitFor();
    await bookmark(page, 'false').click();
    await bookmark(page, 'true').waitFor();
    await logOut(page);

    // the same article in another tab, as a visitor
    const other = await page.context().newPage();
    await other.goto(`/${card!.slug}`);
    await other.locator('[data-auth="anonymous"]').waitFor();
    await bookmark(other, 'false').waitFor();
    await mark(other);

    // logged in in the first tab: the other shows the member and their bookmark, without a reload
    await logInByEmail(page, email, password);
    await headerShowsMember(other, name);
    await bookmark(other, 'true').waitFor();
    expect(await stillTheSamePage(other)).toBe(true);

    // logged out in the first tab: the other shows a visitor again
    await logOut(page);
    await other.locator('[data-auth="anonymous"]').waitFor();
    await bookmark(other, 'false').waitFor();
    expect(await stillTheSamePage(other)).toBe(true);
    // and a press there asks to log in, as a visitor's does
    await bookmark(other, 'false').click();
    expect(await other.getByRole('dialog').textContent()).toContain('Đăng nhập để lưu bài viết này');
    await page.context().close();
  });

  it('a press a visitor declined is not done when they log in in another tab', async () => {
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'tabs-declined', verified: false });
    await logOut(page);
    const [, card] = await latestArticles('vi', 2);
    await page.goto(`/${card!.slug}`);
    await bookmark(page, 'false').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('Đăng nhập để lưu bài viết này');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const bookmarking: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/bookmark')) bookmarking.push(request.url());
    });
    // the member's state is asked after anything the page does at the login (in the same render)
    const stateAnswered = page.waitForResponse((res) => res.url().includes('v2/member/state'));
    const other = await page.context().newPage();
    await logInByEmail(other, email, password);
    await page.locator('[data-auth="member"]').waitFor();
    await stateAnswered;
    expect(bookmarking).toEqual([]);
    expect(await bookmark(page, 'false').count()).toBe(1);
    await page.context().close();
  });

  it('a page brought back by the back button after a logout elsewhere shows a visitor', async () => {
    // Playwright turns the back/forward cache off; a reader's browser has it
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const page = await browser.newPage({ baseURL: ctx.baseUrl });
      const { name } = await signUpMember(page, { prefix: 'tabs-back', verified: false });
      const [first, second] = await latestArticles('vi', 2);
      await page.goto(`/${first!.slug}`);
      await headerShowsMember(page, name);
      await mark(page);
      // a page with a request on its way is not kept in the cache: its calls are done first
      await page.waitForLoadState('networkidle');
      await page.goto(`/${second!.slug}`);
      await logOut(page);
      // the first article comes back from the cache as it was left (no load event: not loaded again)
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === `/${first!.slug}`, { waitUntil: 'commit' });
      await page.locator('[data-auth="anonymous"]').waitFor();
      expect(await stillTheSamePage(page)).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
