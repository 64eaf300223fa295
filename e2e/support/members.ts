import type { Locale } from '@magazine/contracts';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { waitForMail } from './mailbox';

let counter = 0;
/** A unique address per call. */
export const newEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;
export const pathOf = (link: string) => new URL(link).pathname;

/** The registration form as a person fills it (the captcha's proof of work runs by itself). */
export async function registerByEmail(page: Page, email: string, password: string, path = '/register/email') {
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(/^(Mật khẩu|Password)$/).fill(password);
  await page.locator('input[name="agreeTerms"]').check();
  await page.locator('[data-captcha="done"]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: /Tạo tài khoản|Create account/ }).click();
}

export async function headerShowsMember(page: Page, name: string) {
  await page.locator('[data-auth="member"]').waitFor();
  expect(await page.locator('[data-auth="member"] summary').textContent()).toContain(name);
}

/**
 * A new member, logged in on `page`: registered through the form and, unless told otherwise,
 * verified through the link in the mail. Answers the address and password.
 */
export async function signUpMember(
  page: Page,
  options: { prefix?: string; verified?: boolean } = {},
): Promise<{ email: string; password: string; name: string }> {
  const email = newEmail(options.prefix ?? 'member');
  const password = 'sach9cu';
  await registerByEmail(page, email, password);
  await page.waitForURL('**/register/success');
  const name = email.split('@')[0] ?? '';
  await headerShowsMember(page, name);
  if (options.verified !== false) {
    const mail = await waitForMail(inject('mailDir'), email, /Xác thực email/);
    await page.goto(pathOf(mail.links[0] ?? ''));
    await page.getByRole('button', { name: 'Xác thực email của tôi' }).click();
    await page.getByRole('heading', { name: 'Email của bạn đã được xác thực' }).waitFor();
  }
  return { email, password, name };
}

const words = {
  vi: { logOut: 'Đăng xuất', password: /^Mật khẩu$/, logIn: 'Đăng nhập', prefix: '' },
  en: { logOut: 'Log out', password: /^Password$/, logIn: 'Log in', prefix: '/en' },
} as const;

/** Logs the member on `page` out from the header's menu: they read on as a visitor. */
export async function logOut(page: Page, locale: Locale = 'vi') {
  await page.locator('[data-auth="member"] summary').click();
  await page.getByRole('button', { name: words[locale].logOut }).click();
  await page.locator('[data-auth="anonymous"]').waitFor();
}

/** Fills the email login form already on `page` and sends it. */
export async function fillLogIn(page: Page, email: string, password: string, locale: Locale = 'vi') {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(words[locale].password).fill(password);
  await page.getByRole('button', { name: words[locale].logIn, exact: true }).click();
}

/**
 * The email login page as a person fills it, landing on the home page of `locale` (or on
 * `redirect`, a full path such as `/en/about`).
 */
export async function logInByEmail(
  page: Page,
  email: string,
  password: string,
  redirect?: string,
  locale: Locale = 'vi',
) {
  const login = `${words[locale].prefix}/login/email`;
  await page.goto(redirect ? `${login}?redirect=${redirect}` : login);
  await fillLogIn(page, email, password, locale);
  await page.waitForURL((url) => url.pathname === (redirect ?? (words[locale].prefix || '/')));
}

/** A page the header's account menu leads to (`link`, at `pathname`), opened as a person would. */
export async function openFromAccountMenu(page: Page, link: string, pathname: string) {
  await page.locator('[data-auth="member"] summary').click();
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL((url) => url.pathname === pathname);
}

/** The member's profile, from the header's menu. */
export const openProfile = (page: Page) => openFromAccountMenu(page, 'Trang cá nhân', '/thong-tin-tai-khoan');

/**
 * Another device logs in through the API and changes the password: every other session of the
 * member ends (SPEC §7), while the browser still holds its cookies.
 */
export async function changePasswordElsewhere(email: string, password: string, newPassword: string) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${inject('apiUrl')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { accessToken: token } : {}) },
      body: JSON.stringify(body),
    }).then((res) => res.json() as Promise<{ errorCode: number; data: { token: string } }>);
  const device = await post('/v2/user/email-login', { email, password, flatform: 'web' });
  expect(device.errorCode).toBe(200);
  const changed = await post(
    '/v2/user/change-password',
    { oldPassword: password, newPassword, confirmPassword: newPassword },
    device.data.token,
  );
  expect(changed.errorCode).toBe(200);
}

const STAFF_PASSWORD = 'kiemduyet9';

/**
 * Logs `page` in as the editor global-setup made with `npm run user`: the first journey to need
 * it sets its password through the one-time link, later ones log in with that password.
 */
export async function logInAsStaff(page: Page) {
  const { email, setPasswordPath } = inject('staff');
  await page.goto(setPasswordPath);
  const link = page.getByLabel('Mật khẩu mới', { exact: true });
  // the one-time link works once: later tests of the run log in with the password it set
  if (await link.isVisible().catch(() => false)) {
    await link.fill(STAFF_PASSWORD);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
    await page.waitForURL('**/reset-password/success');
  }
  await logInByEmail(page, email, STAFF_PASSWORD);
}
