import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser';
import {
  changePasswordElsewhere,
  fillLogIn,
  logInByEmail,
  logOut,
  openProfile,
  signUpMember,
} from './support/members';

const ctx = useBrowser();

/** What the profile guards with the password: changing it, taking one's data away, leaving. */
describe('the account in the profile', () => {
  it('a session that ends while the details and the password are typed: told so with nothing lost, sent once logged in again', async () => {
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'profile-ended', verified: false });
    const other = await page.context().newPage();
    // the member logs out in another tab, then logs in again there
    const logOutThere = async () => {
      await other.goto('/');
      await logOut(other);
    };
    const logInThere = (secret: string) => logInByEmail(other, email, secret);
    const ended = page.locator('[data-snackbar="error"]', { hasText: 'Phiên đăng nhập đã kết thúc' });

    await openProfile(page);
    await hydrated(page);
    await page.getByLabel('Họ và tên').fill('Trần Văn Bình');
    await page.getByLabel('Ngày sinh').fill('1990-03-08');
    await changePasswordElsewhere(email, password, 'doi9matkhau');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    // it used to go to the login page, and what was typed was lost
    await ended.waitFor();
    expect(await ended.textContent()).toContain('Hãy đăng nhập lại ở một thẻ khác');
    expect(new URL(page.url()).pathname).toBe('/thong-tin-tai-khoan');
    expect(await page.getByLabel('Họ và tên').inputValue()).toBe('Trần Văn Bình');
    expect(await page.getByLabel('Ngày sinh').inputValue()).toBe('1990-03-08');
    // the header says the member is signed out (SPEC §4 INVALID_TOKEN), and the form stays
    await page.locator('[data-auth="anonymous"]').waitFor();
    await logInThere('doi9matkhau');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Đã lưu thông tin của bạn.').waitFor();
    await page.locator('[data-auth="member"]').waitFor();
    await page.reload();
    expect(await page.getByLabel('Họ và tên').inputValue()).toBe('Trần Văn Bình');

    // the password form, this time after a logout in the other tab
    await page.goto('/change-password');
    await hydrated(page);
    await page.getByLabel('Mật khẩu hiện tại').fill('doi9matkhau');
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('moi9matkhau');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('moi9matkhau');
    await logOutThere();
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await ended.waitFor();
    await page.locator('[data-auth="anonymous"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/change-password');
    expect(await page.getByLabel('Mật khẩu hiện tại').inputValue()).toBe('doi9matkhau');
    expect(await page.getByLabel('Nhập lại mật khẩu mới').inputValue()).toBe('moi9matkhau');
    await logInThere('doi9matkhau');
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.getByText('Mật khẩu đã được thay đổi.').waitFor();
    // the new password is the one that logs in
    await logOutThere();
    await logInThere('moi9matkhau');
    await page.context().close();
  });

  it('a password form sent before its scripts ran comes back whole, and its two new passwords still agree', async () => {
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'profile-early', verified: false });
    const scripts = '**/_next/static/**/*.js';
    await page.route(scripts, (route) => route.abort());
    await page.goto('/change-password');
    await page.getByLabel('Mật khẩu hiện tại').fill('sai9matkhau');
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('moi9matkhau');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('moi9matkhau');
    await page.unroute(scripts);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page
      .locator('[data-field-error="oldPassword"]', { hasText: 'Mật khẩu hiện tại không đúng' })
      .waitFor();
    await hydrated(page);
    const confirm = page.getByLabel('Nhập lại mật khẩu mới');
    expect(await confirm.inputValue()).toBe('moi9matkhau');
    // leaving the confirmation compares it with the new password as the page gave it back
    await confirm.click();
    await page.getByLabel('Mật khẩu hiện tại').click();
    expect(await page.locator('[data-field-error="confirmPassword"]').count()).toBe(0);
    // the rule does run: a different confirmation is refused as it is left, and agreeing clears it
    await confirm.fill('khac9matkhau');
    await page.getByLabel('Mật khẩu hiện tại').click();
    await page.locator('[data-field-error="confirmPassword"]').waitFor();
    await confirm.fill('moi9matkhau');
    await page.locator('[data-field-error="confirmPassword"]').waitFor({ state: 'detached' });
    // SPEC §5: the new password differs from the current one, said as the field is left
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('sai9matkhau');
    await confirm.click();
    await page
      .locator('[data-field-error="newPassword"]', { hasText: 'Mật khẩu mới phải khác mật khẩu hiện tại' })
      .waitFor();
    // the message goes as soon as it no longer holds, whichever field made it so
    await page.getByLabel('Mật khẩu hiện tại').fill('cu9matkhau');
    await page.locator('[data-field-error="newPassword"]').waitFor({ state: 'detached' });
    // the same for the confirmation: the new password changed to agree with it
    await confirm.click();
    await page.getByLabel('Mật khẩu hiện tại').click();
    await page.locator('[data-field-error="confirmPassword"]').waitFor();
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('moi9matkhau');
    await page.locator('[data-field-error="confirmPassword"]').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('downloads the member’s data with the password, in English too', async () => {
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'profile-export', verified: false });
    await page.goto('/en/profile');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    const form = page.locator('#your-data form');
    await form.getByLabel('Enter your password to confirm').fill('not-my-password1');
    await form.getByRole('button', { name: 'Download my data (JSON)' }).click();
    await form.getByText('The password is not correct, or you need to log in again.').waitFor();

    await form.getByLabel('Enter your password to confirm').fill(password);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    const data = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(data.account.email).toBe(email);
    expect(data).toHaveProperty('bookmarks');
    await page.context().close();
  });

  it('deletes the account with the password and goes home logged out; logging out of the profile goes home', async () => {
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'profile-delete', verified: false });
    await openProfile(page);
    await page.getByRole('button', { name: 'Xóa tài khoản vĩnh viễn' }).click();
    await page.getByText('Hãy đánh dấu để xác nhận bạn muốn xóa tài khoản.').waitFor();
    const deleteForm = page.locator('form', {
      has: page.getByRole('button', { name: 'Xóa tài khoản vĩnh viễn' }),
    });
    await deleteForm.getByLabel('Nhập mật khẩu để xác nhận').fill(password);
    await deleteForm.getByLabel('Tôi hiểu việc xóa tài khoản không thể hoàn tác.').check();
    await page.getByRole('button', { name: 'Xóa tài khoản vĩnh viễn' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-snackbar="success"]', { hasText: 'Tài khoản của bạn đã bị xoá' }).waitFor();
    // the home page's words for a reader without scripts came with it; their parameter leaves
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.locator('[data-auth="anonymous"]').waitFor();
    // the profile now asks to log in, and the old password no longer works
    await page.goto('/thong-tin-tai-khoan');
    await page.waitForURL(/\/login\?redirect=%2Fthong-tin-tai-khoan/);
    await page.goto('/login/email');
    await fillLogIn(page, email, password);
    await page.locator('[data-snackbar="error"]').waitFor();

    // another member logs out from the profile (an old address of it): home, in Vietnamese
    const other = await ctx.newPage();
    await signUpMember(other, { prefix: 'profile-logout', verified: false });
    await other.goto('/thong-tin-ca-nhan/liked');
    await other.waitForURL('**/thong-tin-tai-khoan/liked');
    await other.getByRole('button', { name: 'Đăng xuất' }).last().click();
    await other.waitForURL((url) => url.pathname === '/');
    await other.locator('[data-auth="anonymous"]').waitFor();
    await page.context().close();
    await other.context().close();
  });
});
