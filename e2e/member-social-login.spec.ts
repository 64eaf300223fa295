import { describe, expect, it } from 'vitest';
import { latestArticles } from './support/api';
import { useBrowser } from './support/browser';
import { headerShowsMember, logInByEmail, logOut } from './support/members';

const ctx = useBrowser();

describe('a reader comes in with a social network', () => {
  it('registering with a social network asks for the terms first, and says so when they were skipped', async () => {
    const page = await ctx.newPage();
    await page.goto('/en/register');
    const google = page.getByRole('button', { name: 'Continue with Google' });
    const agree = page.getByRole('checkbox', { name: /terms of use/ });
    expect(await agree.isChecked()).toBe(false);
    // the terms it agrees to are a page of their own, in each language
    expect(await page.getByRole('link', { name: 'terms of use', exact: true }).getAttribute('href')).toBe(
      '/en/terms-of-use',
    );
    // the browser will not send the form without the box ticked: it holds the box as unanswered
    await google.click();
    expect(await agree.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(await agree.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/en/register');
    // sent anyway (an old link, a form without the box): back, with the reason in the reader's language
    await page.goto('/api/auth/google/start?locale=en&mode=register');
    await page.waitForURL(
      (url) => url.pathname === '/en/register' && url.searchParams.get('termsRequired') === '1',
    );
    expect(await page.locator('[data-field-error="agreeTerms"]').textContent()).toBe(
      'Please agree to the terms of use and the privacy policy',
    );
    await page.getByRole('checkbox', { name: /terms of use/ }).check();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // the provider's own sign-in form
    await page.locator('input[name="login"]').waitFor();
    for (const [path, heading] of [
      ['/en/terms-of-use', 'Terms of use'],
      ['/dieu-khoan-su-dung', 'Điều khoản sử dụng'],
    ]) {
      await page.goto(path!);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.context().close();
  });

  it('Google through the local provider → welcome snackbar naming the member → choose topics', async () => {
    const [card] = await latestArticles('vi', 1);
    const page = await ctx.newPage();
    // from an article: the topics come first, and then the article (passed on as their way out)
    await page.goto(`/login?redirect=${encodeURIComponent(card!.path)}`);
    // a first login makes the account: the screen says so, and what it agrees to (naming only the
    // networks offered: Facebook is not configured here)
    const terms = page.getByText(/^Lần đầu tiếp tục với Google, một tài khoản sẽ được tạo/);
    expect(await terms.getByRole('link', { name: 'chính sách bảo mật' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    await page.getByRole('link', { name: 'Tiếp tục với Google' }).click();
    // the provider's own sign-in form (any name works there, accents and spaces too)
    await page.locator('input[name="login"]').fill('Trần Mai');
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/choose-topics');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(card!.path);
    const welcome = page.locator('[data-snackbar="success"]');
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain('Chào mừng Trần Mai!');
    // the button says how many topics are still needed, and works from the third on
    const needMore = page.getByRole('button', { name: 'Chọn thêm 3 chủ đề' });
    expect(await needMore.isDisabled()).toBe(true);
    const topics = page.locator('main button[aria-pressed]');
    for (let i = 0; i < 3; i++) await topics.nth(i).click();
    expect(await page.getByRole('button', { name: 'Tiếp tục' }).isEnabled()).toBe(true);
    // the welcome goes away by itself after 2.5 s
    await welcome.waitFor({ state: 'detached', timeout: 5_000 });
    await headerShowsMember(page, 'Trần Mai');
    await page.context().close();
  });

  it('a Google account creates its first password (SPEC §4), then logs in with email too', async () => {
    const page = await ctx.newPage();
    const login = `Tao Mat Khau ${Date.now().toString(36)}`;
    const email = `${login.toLowerCase().replaceAll(' ', '.')}@example.com`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Tiếp tục với Google' }).click();
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/choose-topics');

    await page.goto('/change-password');
    await page.getByRole('heading', { level: 1, name: 'Tạo mật khẩu' }).waitFor();
    // what the page needs is said before anything is typed, with the way to a fresh login
    await page.getByText(/^Vì an toàn, mật khẩu chỉ tạo được trong 10 phút sau khi đăng nhập/).waitFor();
    expect(await page.getByRole('link', { name: 'Đăng nhập lại bằng Google' }).getAttribute('href')).toBe(
      '/api/auth/google/start?locale=vi&redirect=%2Fchange-password',
    );
    expect(await page.getByLabel(/^Mật khẩu hiện tại/).count()).toBe(0);
    // that fresh login: through Google (still signed in there) and straight back here
    const back = page.waitForRequest((request) => new URL(request.url()).pathname === '/verify-login');
    await page.getByRole('link', { name: 'Đăng nhập lại bằng Google' }).click();
    expect(new URL((await back).url()).searchParams.get('redirect')).toBe('/change-password');
    await page.waitForURL((url) => url.pathname === '/change-password');
    await page.getByRole('heading', { level: 1, name: 'Tạo mật khẩu' }).waitFor();
    await page.getByLabel(/^Mật khẩu mới$/).fill('tao9moi');
    await page.getByLabel(/^Nhập lại mật khẩu mới$/).fill('tao9moi');
    await page.getByRole('button', { name: 'Tạo mật khẩu' }).click();
    await page.getByRole('status').filter({ hasText: 'Mật khẩu đã được tạo' }).waitFor();
    // from now on it is a password to change: the heading, the form, and the account menu say so
    await page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' }).waitFor();
    await page.getByLabel(/^Mật khẩu hiện tại/).waitFor();
    const menu = page.locator('[data-auth="member"] summary');
    await menu.click();
    await page.locator('[data-auth="member"]').getByRole('link', { name: 'Đổi mật khẩu' }).waitFor();
    await menu.click();

    await logOut(page);
    await logInByEmail(page, email, 'tao9moi');
    await headerShowsMember(page, login);
    await page.context().close();
  });
});
