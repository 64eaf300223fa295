import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uncommentedArticles } from './support/api';
import { holdPosts, hydrated, useBrowser } from './support/browser';
import { logInFromPrompt, openComments } from './support/comments';
import { logInAsStaff, logOut, openFromAccountMenu, signUpMember } from './support/members';

const ctx = useBrowser();
const HOSTILE =
  '<img src=x onerror=alert(1)> <script>alert(2)</script> Phở ở đây ngon: https://example.com/pho';

/** Every alert/confirm a page opens is noted (and dismissed), so a test can say there was none. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

describe('comments', () => {
  it('shows markup a member typed as text, holds a first comment, and shows it once a moderator approves', async () => {
    const [card] = await uncommentedArticles('vi', 1);
    const member = await ctx.newPage();
    const memberDialogs = watchDialogs(member);
    await signUpMember(member, { prefix: 'commenter' });
    await openComments(member, card!.slug);
    // what the member goes on typing while the comment is being sent stays in the box
    const answer = await holdPosts(member, (url) => url.pathname === '/api/member/v2/comments');
    const box = member.getByLabel('Viết bình luận', { exact: true });
    await box.fill(HOSTILE);
    await member.getByRole('button', { name: 'Gửi bình luận' }).click();
    await member.getByRole('button', { name: 'Gửi bình luận', disabled: true }).waitFor();
    await box.fill(`${HOSTILE} Còn một ý nữa`);
    answer.release();
    await member.locator('[data-snackbar="info"]', { hasText: 'đang chờ kiểm duyệt' }).waitFor();
    await answer.stop();
    expect(await box.inputValue()).toBe('Còn một ý nữa');

    const mine = member.locator('#comments [data-comment]').first();
    expect(await mine.getAttribute('data-status')).toBe('pending');
    expect(await mine.textContent()).toContain('Đang chờ duyệt');
    const body = mine.locator('p').last();
    expect(await body.textContent()).toBe(HOSTILE);
    expect(await body.locator('img, script').count()).toBe(0);
    const link = body.getByRole('link', { name: 'https://example.com/pho' });
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
    // the count is what this member sees, their held comment too, and the page agrees after a reload
    const title = member.locator('#comments-title');
    expect(await title.textContent()).toBe('Bình luận (1)');
    await openComments(member, card!.slug);
    expect(await title.textContent()).toBe('Bình luận (1)');

    // nobody else sees it while it waits
    const reader = await ctx.newPage();
    const readerDialogs = watchDialogs(reader);
    await openComments(reader, card!.slug);
    await reader.getByText('Chưa có bình luận nào').waitFor();

    // the moderator finds it in the queue, sees the text as text, and approves it
    const staff = await ctx.newPage();
    const staffDialogs = watchDialogs(staff);
    await logInAsStaff(staff);
    await openFromAccountMenu(staff, 'Kiểm duyệt bình luận', '/moderation');
    const item = staff.locator('[data-moderation-item]', { hasText: 'Phở ở đây ngon' });
    expect(await item.textContent()).toContain('Bình luận đầu tiên của thành viên');
    expect(await item.locator('img, script').count()).toBe(0);
    await item.getByRole('button', { name: 'Duyệt' }).click();
    await staff.locator('[data-snackbar="success"]', { hasText: 'Đã duyệt bình luận' }).waitFor();
    await item.waitFor({ state: 'detached' });

    // the reader sees it now (the API keeps a public answer a few seconds)
    await expect
      .poll(
        async () => {
          await openComments(reader, card!.slug);
          return reader.locator('#comments [data-status="published"]', { hasText: 'Phở ở đây ngon' }).count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await reader.locator('#comments [data-status="published"] p').last().textContent()).toBe(HOSTILE);

    // someone reports it: a try that does not get through keeps the dialog and the reason typed
    await openComments(staff, card!.slug);
    await staff
      .locator('#comments [data-status="published"]', { hasText: 'Phở ở đây ngon' })
      .getByRole('button', { name: 'Báo cáo' })
      .click();
    const dialog = staff.getByRole('dialog', { name: 'Báo cáo bình luận' });
    const reason = dialog.getByLabel('Lý do (không bắt buộc)');
    await reason.fill('Quảng cáo trá hình');
    const reporting = (url: URL) => url.pathname.endsWith('/report');
    await staff.route(reporting, (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Đã có lỗi xảy ra' }).waitFor();
    expect(await reason.inputValue()).toBe('Quảng cáo trá hình');
    await staff.unroute(reporting);
    // the session ends meanwhile (a logout in another tab): the dialog says so and keeps the reason
    // (it used to give way to the login prompt, and the reason was lost)
    const tab = await staff.context().newPage();
    await tab.goto('/');
    await logOut(tab);
    await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Phiên đăng nhập đã kết thúc' }).waitFor();
    expect(await reason.inputValue()).toBe('Quảng cáo trá hình');
    await staff.locator('[data-auth="anonymous"]').waitFor();
    await logInAsStaff(tab);
    await tab.close();
    await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await staff.locator('[data-snackbar="success"]', { hasText: 'Cảm ơn bạn đã báo cáo' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // the moderators' queue of reported comments has it, with the reason
    await staff.goto('/moderation?filter=reported');
    const reported = staff.locator('[data-moderation-item]', { hasText: 'Phở ở đây ngon' });
    expect(await reported.textContent()).toContain('1 báo cáo');
    expect(await reported.getByRole('list', { name: 'Lý do báo cáo' }).textContent()).toBe(
      'Quảng cáo trá hình',
    );
    expect([...memberDialogs, ...readerDialogs, ...staffDialogs]).toEqual([]);
    for (const page of [member, reader, staff]) await page.context().close();
  });

  it('keeps a visitor’s comment through the login; the member then edits and deletes it', async () => {
    const [, card] = await uncommentedArticles('vi', 2);
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'replier' });
    await logOut(page);

    await openComments(page, card!.slug);
    await page.getByLabel('Viết bình luận (cần đăng nhập để gửi)').fill('Bài viết hay, cảm ơn tác giả!');
    await page.getByRole('button', { name: 'Gửi bình luận' }).click();
    await logInFromPrompt(page, { email, password }, card!.slug);

    // back under the article, the text is still there
    const form = page.getByLabel('Viết bình luận', { exact: true });
    await form.waitFor();
    expect(await form.inputValue()).toBe('Bài viết hay, cảm ơn tác giả!');
    await page.getByRole('button', { name: 'Gửi bình luận' }).click();
    const posted = page.locator('#comments [data-comment]', { hasText: 'Bài viết hay' });
    await posted.waitFor();
    expect(await form.inputValue()).toBe('');
    expect(await page.locator('#comments-title').textContent()).toBe('Bình luận (1)');
    const mine = page.locator(`#comments [data-comment="${await posted.getAttribute('data-comment')}"]`);

    await mine.getByRole('button', { name: 'Sửa' }).click();
    await mine.getByLabel('Sửa bình luận').fill('Bài viết rất hay, cảm ơn tác giả!');
    await mine.getByRole('button', { name: 'Lưu' }).click();
    // saved: the form closes and the new text is shown
    await mine.locator('textarea').waitFor({ state: 'detached' });
    expect(await mine.locator('p').last().textContent()).toBe('Bài viết rất hay, cảm ơn tác giả!');
    expect(await mine.textContent()).toContain('đã sửa');

    await mine.getByRole('button', { name: 'Xóa' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click();
    await mine.waitFor({ state: 'detached' });
    await page.getByText('Chưa có bình luận nào').waitFor();
    expect(await page.locator('#comments-title').textContent()).toBe('Bình luận');
    await page.context().close();
  });

  it('an editor adds a banned word, through a session that ended without losing it, and removes it', async () => {
    const page = await ctx.newPage();
    await logInAsStaff(page);
    await page.goto('/moderation');
    await hydrated(page);
    const word = `quang cao ${Date.now().toString(36)}`;
    const field = page.getByLabel('Thêm từ hoặc cụm từ');
    await field.fill(word);
    // the session ends meanwhile (a logout in another tab): said, and the word stays typed
    const tab = await page.context().newPage();
    await tab.goto('/');
    await logOut(tab);
    await page.getByRole('button', { name: 'Thêm từ cấm' }).click();
    await page.locator('[data-snackbar="error"]', { hasText: 'Phiên đăng nhập đã kết thúc' }).waitFor();
    expect(await field.inputValue()).toBe(word);
    await page.locator('[data-auth="anonymous"]').waitFor();
    await logInAsStaff(tab);
    await tab.close();
    await page.getByRole('button', { name: 'Thêm từ cấm' }).click();
    await page.getByText('Đã thêm từ cấm').first().waitFor();
    const remove = page.getByRole('button', { name: `Xóa từ cấm ${word}`, exact: true });
    await remove.waitFor();
    await expect.poll(() => field.inputValue()).toBe('');
    // a second word right after: the field empties again (it kept the word, the notice being the same)
    await field.fill(`${word} hai`);
    await page.getByRole('button', { name: 'Thêm từ cấm' }).click();
    const second = page.getByRole('button', { name: `Xóa từ cấm ${word} hai`, exact: true });
    await second.waitFor();
    await expect.poll(() => field.inputValue()).toBe('');
    for (const button of [remove, second]) {
      await button.click();
      await button.waitFor({ state: 'detached' });
    }
    await page.locator('[data-snackbar="success"]', { hasText: 'Đã xóa từ cấm' }).first().waitFor();
    await page.context().close();
  });
});
