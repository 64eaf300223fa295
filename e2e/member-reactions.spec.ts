import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, latestArticles } from './support/api';
import { useBrowser } from './support/browser';
import { changePasswordElsewhere, fillLogIn, logOut, signUpMember } from './support/members';

const ctx = useBrowser();

const bookmarkOnArticle = (page: Page) => page.locator('main [data-member-action="bookmark"]').first();
const likeOnArticle = (page: Page) => page.locator('main [data-member-action="like"]').first();

describe('bookmark, like and follow', () => {
  it('a visitor who presses bookmark logs in through the modal and finds the article saved', async () => {
    const member = await ctx.newPage();
    const { email, password } = await signUpMember(member, { prefix: 'saver' });
    await logOut(member);

    const [card] = await latestArticles('vi', 1);
    await member.goto(`/${card!.slug}`);
    const bookmark = bookmarkOnArticle(member);
    await member.locator('main [data-member-action="bookmark"][data-state="off"]').first().waitFor();
    await bookmark.click();
    const dialog = member.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Đăng nhập để lưu bài viết này');
    await dialog.getByRole('link', { name: 'Đăng nhập' }).click();
    await member.waitForURL(/\/login/);
    await member.getByRole('link', { name: /email/i }).first().click();
    await fillLogIn(member, email, password);

    // back on the article, logged in: the bookmark is done and the button says so
    await member.waitForURL((url) => url.pathname === `/${card!.slug}`);
    await member.locator('main [data-member-action="bookmark"][aria-pressed="true"]').first().waitFor();
    expect(await member.locator('[data-snackbar="success"]').first().textContent()).toContain(
      'Đã lưu bài viết',
    );
    // its name is the visible word and the title, as a screen reader says it
    await member
      .getByRole('button', { name: `Đã lưu: ${card!.title}`, exact: true })
      .first()
      .waitFor();
    // it holds after a reload (the state comes from the server)
    await member.reload();
    await member.locator('main [data-member-action="bookmark"][aria-pressed="true"]').first().waitFor();
    await member.context().close();
  });

  it('a session ended elsewhere: the next press signs the page out and asks to log in', async () => {
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'elsewhere' });
    const [, , card] = await latestArticles('vi', 3);
    await page.goto(`/${card!.slug}`);
    await page.locator('[data-auth="member"]').waitFor();
    await page.locator('main [data-member-action="bookmark"][data-state="off"]').first().waitFor();

    // another browser logs in and changes the password: every other session ends (SPEC §7)
    await changePasswordElsewhere(email, password, 'moi9matkhau');

    // this page still shows the member until it asks the API something
    await bookmarkOnArticle(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Đăng nhập để lưu bài viết này');
    // and the header no longer shows a member who is not signed in
    await page.locator('[data-auth="anonymous"]').waitFor();
    await page.context().close();
  });

  it('a member’s press before the page learned who they are waits for it instead of asking them to log in', async () => {
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'early' });
    const [, , , card] = await latestArticles('vi', 4);
    // the session call is held: the page runs (its effects asked) but does not yet know the member
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked!: () => void;
    const sessionAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route('**/api/session', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(`/${card!.slug}`);
    await sessionAsked;
    expect(await page.locator('[data-auth="member"]').count()).toBe(0);
    await bookmarkOnArticle(page).click();
    release();

    await page.locator('[data-auth="member"]').waitFor();
    await page.locator('main [data-member-action="bookmark"][aria-pressed="true"]').first().waitFor();
    expect(await page.locator('[data-snackbar="success"]').first().textContent()).toContain(
      'Đã lưu bài viết',
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('a member likes and unlikes; the count follows and the page stays the same for everyone', async () => {
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'liker' });
    const [, card] = await latestArticles('vi', 2);
    await page.goto(`/${card!.slug}`);
    const like = likeOnArticle(page);
    await page.locator('main [data-member-action="like"] [data-like-count]').first().waitFor();
    const before = Number(await like.locator('[data-like-count]').getAttribute('data-like-count'));
    const box = await like.boundingBox();
    await like.click();
    await page.locator('main [data-member-action="like"][aria-pressed="true"]').first().waitFor();
    expect(Number(await like.locator('[data-like-count]').getAttribute('data-like-count'))).toBe(before + 1);
    // the button keeps its size: painting the state shifts nothing
    const after = await like.boundingBox();
    expect(after!.width).toBe(box!.width);
    expect(after!.height).toBe(box!.height);
    const state = await apiGet<{ likeCount: number }>(`/v2/like/article/${card!._id}`);
    expect(state.likeCount).toBe(before + 1);

    await like.click();
    await page.locator('main [data-member-action="like"][aria-pressed="false"]').first().waitFor();
    expect(Number(await like.locator('[data-like-count]').getAttribute('data-like-count'))).toBe(before);
    await page.context().close();
  });

  it('an unverified member follows three topics, then meets the out-of-follows notice', async () => {
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'follower', verified: false });
    const topics = await apiGet<{ slug: string; name: string }[]>('/v2/topics?language=vi');
    const chosen = topics.slice(0, 4);
    for (const [i, topic] of chosen.entries()) {
      await page.goto(`/chu-de/${topic.slug}`);
      const follow = page.getByRole('button', { name: `Theo dõi chủ đề ${topic.name}` });
      // the state has arrived (the button is live and says "not following")
      await page.locator('main [data-member-action="follow"][data-state="off"]').waitFor();
      await follow.click();
      if (i < 3) {
        // the button now says so, and is pressed
        await page
          .getByRole('button', { name: `Đang theo dõi chủ đề ${topic.name}`, pressed: true })
          .waitFor();
        continue;
      }
      const notice = page.locator('[data-notice="follow-limit"]');
      await notice.waitFor();
      expect(await page.getByRole('dialog').textContent()).toContain('Bạn đã hết lượt theo dõi');
      expect(await follow.getAttribute('aria-pressed')).toBe('false');
      await notice.getByRole('button', { name: 'Gửi lại email xác thực' }).click();
      await page.locator('[data-snackbar="success"]', { hasText: 'Đã gửi email xác thực' }).waitFor();
    }
    // the three follows hold after a reload
    await page.goto(`/chu-de/${chosen[0]!.slug}`);
    await page
      .getByRole('button', { name: `Đang theo dõi chủ đề ${chosen[0]!.name}`, pressed: true })
      .waitFor();
    await page.context().close();
  });
});
