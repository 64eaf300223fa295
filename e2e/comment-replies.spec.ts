import type { CommentPage } from '@magazine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, latestArticles } from './support/api';
import { holdPosts, hydrated, useBrowser } from './support/browser';
import { logInFromPrompt, openComments } from './support/comments';
import { logOut, signUpMember } from './support/members';

const ctx = useBrowser();

/** A Vietnamese article with two threads or more, the second published (the demo's have up to three). */
async function articleWithThreads() {
  for (const card of await latestArticles('vi', 30)) {
    const thread = await apiGet<CommentPage>(`/v2/comments?articleId=${card._id}&sort=newest`);
    const second = thread.docs[1];
    if (second?.status === 'published' && !second.deleted && second.author) return { card, thread };
  }
  throw new Error('no demo article with two comment threads');
}

/** The page reads its comments one thread a page, as an article with many threads would. */
async function oneThreadAPage(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/member/v2/comments',
    (route) =>
      route.request().method() === 'GET'
        ? route.continue({ url: `${route.request().url()}&limit=1` })
        : route.fallback(),
  );
}

describe('comment replies', () => {
  it('keeps a visitor’s reply through the login, open under its comment', async () => {
    const [card] = await latestArticles('vi', 1);
    const thread = await apiGet<CommentPage>(`/v2/comments?articleId=${card!._id}&sort=newest`);
    const parent = thread.docs.find((c) => c.status === 'published' && !c.deleted)!;
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'answerer' });
    await logOut(page);

    await openComments(page, card!.slug);
    await hydrated(page);
    const under = page.locator(`#comments [data-comment="${parent._id}"]`);
    await under.getByRole('button', { name: 'Trả lời' }).first().click();
    await under.getByLabel(`Trả lời ${parent.author!.name}`).fill('Mình cũng nghĩ vậy.');
    await under.getByRole('button', { name: 'Gửi trả lời' }).click();
    await logInFromPrompt(page, { email, password }, card!.slug);

    // back under the article, the reply box is open again under the same comment, with the text,
    // and the reader is there to go on
    const box = under.getByLabel(`Trả lời ${parent.author!.name}`);
    await box.waitFor();
    expect(await box.inputValue()).toBe('Mình cũng nghĩ vậy.');
    expect(new URL(page.url()).hash).toBe('#comments');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    // the comment box above is not where it went
    expect(await page.getByLabel('Viết bình luận', { exact: true }).inputValue()).toBe('');

    // sent while the reader goes on typing: posted, and what was typed after it stays in the box
    const answer = await holdPosts(page, (url) => url.pathname === '/api/member/v2/comments');
    await under.getByRole('button', { name: 'Gửi trả lời' }).click();
    await under.getByRole('button', { name: 'Gửi trả lời', disabled: true }).waitFor();
    await box.fill('Mình cũng nghĩ vậy. Và thêm một ý.');
    answer.release();
    // a first comment waits for a moderator; it shows to its writer under the comment it answers
    const reply = under.locator('ol [data-comment]', { hasText: 'Mình cũng nghĩ vậy.' });
    await reply.waitFor();
    await answer.stop();
    expect(await reply.getAttribute('data-status')).toBe('pending');
    expect(await reply.textContent()).not.toContain('Và thêm một ý');
    expect(await box.inputValue()).toBe('Và thêm một ý.');

    // kept in the tab: a reload opens it again, without taking the focus (the reader may be reading)
    await openComments(page, card!.slug);
    await box.waitFor();
    expect(await box.inputValue()).toBe('Và thêm một ý.');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(false);
    // cancelled, it is gone: the next reload opens no reply box
    await under.getByRole('button', { name: 'Hủy' }).click();
    await box.waitFor({ state: 'detached' });
    await openComments(page, card!.slug);
    await reply.waitFor();
    expect(await under.locator(':scope > form').count()).toBe(0);
    await page.context().close();
  });

  it('opens a reply kept under a comment of a later page again, its pages loaded up to it', async () => {
    // read one thread a page: the second thread is on page 2
    const { card, thread } = await articleWithThreads();
    const slug = card.slug;
    const parent = thread.docs[1]!;
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'later-page' });
    await logOut(page);
    await oneThreadAPage(page);

    await openComments(page, slug);
    await hydrated(page);
    const under = page.locator(`#comments [data-comment="${parent._id}"]`);
    expect(await under.count()).toBe(0);
    await page.getByRole('button', { name: 'Xem thêm bình luận' }).click();
    await under.getByRole('button', { name: 'Trả lời' }).first().click();
    await under.getByLabel(`Trả lời ${parent.author!.name}`).fill('Ý này ở trang sau.');
    await under.getByRole('button', { name: 'Gửi trả lời' }).click();
    await logInFromPrompt(page, { email, password }, slug);

    // back under the article, the box is open under its comment without pressing "more" (it used
    // to stay on the page not loaded until then), and the reader is there to go on
    const box = under.getByLabel(`Trả lời ${parent.author!.name}`);
    await box.waitFor();
    expect(await box.inputValue()).toBe('Ý này ở trang sau.');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('forgets a reply kept under a comment that is gone, once every page shows it is nowhere', async () => {
    const { card, thread } = await articleWithThreads();
    const page = await ctx.newPage();
    await oneThreadAPage(page);
    await page.goto('/');
    // a reply kept in the tab under a comment since deleted
    const key = `comment-reply:${card._id}`;
    const gone = '01a00000-0000-7000-8000-000000000000';
    await page.evaluate(
      ([k, id]) => sessionStorage.setItem(k!, JSON.stringify({ [id!]: 'Còn ai không?' })),
      [key, gone],
    );
    await openComments(page, card.slug);
    // every page was read looking for it, then it is forgotten
    await expect.poll(() => page.evaluate((k) => sessionStorage.getItem(k), key)).toBe(null);
    expect(await page.locator('#comments > ol > [data-comment]').count()).toBe(thread.docs.length);
    // the next visit reads one page, as for any reader
    await openComments(page, card!.slug);
    expect(await page.locator('#comments > ol > [data-comment]').count()).toBe(
      Math.min(1, thread.docs.length),
    );
    await page.context().close();
  });
});
