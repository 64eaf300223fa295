import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser';
import { PHOTO } from './support/images';
import { fillLogIn, headerShowsMember, newEmail, registerByEmail } from './support/members';

const ctx = useBrowser();

describe('a member on the site', () => {
  it('keeps public pages the same for members: the header learns the state after load', async () => {
    const page = await ctx.newPage();
    const email = newEmail('cached');
    await registerByEmail(page, email, 'trang9chu');
    await page.waitForURL('**/register/success');
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toContain('web_custom_islogin=true');
    // the home page a member gets is the cached one everybody gets: no member in it, no cookie set
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const res = await fetch(`${ctx.baseUrl}/`, { headers });
      expect(res.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);
      expect(res.headers.get('set-cookie')).toBeNull();
      const html = await res.text();
      expect(html).not.toContain(email);
      expect(html).not.toContain('data-auth="member"');
    }
    // the browser fills the header in after load, in the login button's footprint
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { mainTop: number }).mainTop =
          document.querySelector('main')?.getBoundingClientRect().top ?? -1;
      });
    });
    await page.goto('/');
    await headerShowsMember(page, email.split('@')[0] ?? '');
    const [before, after] = await page.evaluate(() => [
      (window as unknown as { mainTop: number }).mainTop,
      document.querySelector('main')?.getBoundingClientRect().top ?? -2,
    ]);
    expect(before).toBeGreaterThan(0);
    expect(after).toBe(before);

    // a browser that lost the readable flags but kept the session gets them back from the one
    // session call (SPEC §4 LOGIN_SUCCESS); without them the header asked again on every page
    const flags = ['web_custom_islogin', 'user_id'];
    await page.context().clearCookies({ name: new RegExp(`^(${flags.join('|')})$`) });
    await page.goto('/ve-chung-toi');
    await headerShowsMember(page, email.split('@')[0] ?? '');
    const back = (await page.context().cookies()).filter((c) => flags.includes(c.name));
    expect(Object.fromEntries(back.map((c) => [c.name, c.value]))).toEqual({
      web_custom_islogin: 'true',
      user_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await page.context().close();

    // and the other way: a visitor's browser holding the flags without a session (a session answer
    // that came back after a logout) loses them at the next session call
    const visitor = await ctx.newPage();
    await visitor.context().addCookies(
      ['web_custom_islogin=true', 'user_id=x'].map((c) => ({
        name: c.split('=')[0]!,
        value: c.split('=')[1]!,
        url: ctx.baseUrl,
      })),
    );
    const asked = visitor.waitForResponse((r) => new URL(r.url()).pathname === '/api/session');
    await visitor.goto('/ve-chung-toi');
    expect(await (await asked).json()).toEqual({ user: null });
    const left = (await visitor.context().cookies()).map((c) => c.name);
    expect(left).not.toContain('web_custom_islogin');
    expect(left).not.toContain('user_id');
    expect(left).toContain('token');
    await visitor.context().close();
  });

  it('logs in without JavaScript too, says why a try failed and keeps what was typed', async () => {
    const setup = await ctx.newPage();
    const email = newEmail('nojs');
    await registerByEmail(setup, email, 'khong9js');
    await setup.waitForURL('**/register/success');
    await setup.context().close();

    const context = await ctx.browser.newContext({ baseURL: ctx.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/login/email');
    await fillLogIn(page, email, 'wrong9pass', 'en');
    await page.waitForLoadState('load');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    // the snackbar needs scripts: the form itself says why
    expect(await page.getByRole('alert').textContent()).toBe('Login failed Invalid email or password');
    await page.getByLabel(/^Password$/).fill('khong9js');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    // in, unverified: the page (a cached one) says so, where a reader with scripts gets the snackbar
    expect(new URL(page.url()).search).toBe('?notice=EMAIL_NOT_YET_VERIFIED');
    expect(await page.getByRole('alert').textContent()).toBe(
      'Your email is not verified yet. Please check your inbox',
    );
    expect((await context.cookies()).some((c) => c.name === 'web_custom_islogin' && c.value === 'true')).toBe(
      true,
    );
    await context.close();
  });

  it('registering with an identity image: refused, a page without scripts says it needs them and asks to choose the image again', async () => {
    const image = { name: 'mat-truoc.png', mimeType: 'image/png', buffer: PHOTO };
    const fill = async (page: Page) => {
      await page.getByLabel('Email', { exact: true }).fill(newEmail('idcard'));
      await page.getByLabel(/^Mật khẩu$/).fill('the9cccd');
      await page.getByLabel('Số CMND (9 chữ số), CCCD (12 chữ số) hoặc hộ chiếu').fill('12345');
      await page.getByLabel(/^Mặt trước thẻ/).setInputFiles(image);
      await page.locator('input[name="agreeTerms"]').check();
    };
    const again = 'Ảnh đã chọn (mat-truoc.png) chưa được gửi: vui lòng chọn lại.';
    const INVALID_NUMBER = 'Số giấy tờ không hợp lệ: 9 chữ số (CMND), 12 chữ số (CCCD)';

    const context = await ctx.browser.newContext({ baseURL: ctx.baseUrl, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/register/email');
    // the form says first that it cannot pass without scripts (in a <noscript>: text locators skip it)
    const needsScript = plain.locator('[data-captcha="needs-script"]');
    expect(await needsScript.textContent()).toBe(
      'Cần bật JavaScript để đăng ký: bước kiểm tra chống spam chạy trong trình duyệt.',
    );
    await fill(plain);
    await plain.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await plain.waitForLoadState('load');
    // refused (a page without scripts cannot do the captcha): what was typed comes back; the image
    // cannot, and the form says so under its field
    await plain.getByText(again).waitFor();
    expect(await plain.getByLabel('Số CMND (9 chữ số), CCCD (12 chữ số) hoặc hộ chiếu').inputValue()).toBe(
      '12345',
    );
    const front = plain.getByLabel(/^Mặt trước thẻ/);
    expect(await front.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    expect(await plain.getByText('Ảnh đã chọn').count()).toBe(1); // nothing is said of the back
    await context.close();

    // sent before the page's scripts ran: it comes back the same way; once they run, choosing the
    // image again takes the sentence away
    const early = await ctx.newPage();
    const scripts = '**/_next/static/**/*.js';
    await early.route(scripts, (route) => route.abort());
    await early.goto('/register/email');
    await fill(early);
    await early.unroute(scripts);
    await early.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await early.getByText(again).waitFor();
    await hydrated(early);
    await early.getByLabel(/^Mặt trước thẻ/).setInputFiles(image);
    await early.getByText(again).waitFor({ state: 'detached' });
    await early.context().close();

    // with scripts the image stays in its field: nothing to choose again
    const page = await ctx.newPage();
    await page.goto('/register/email');
    await hydrated(page);
    expect(await page.locator('[data-captcha="needs-script"]').count()).toBe(0);
    await fill(page);
    // SPEC §5's identity rules run as each field is left, once any of it is given (here a number
    // and a picture): the number is refused, and leaving the name empty says it is needed
    const number = page.getByLabel('Số CMND (9 chữ số), CCCD (12 chữ số) hoặc hộ chiếu');
    await number.click();
    await page.getByLabel('Họ và tên').click();
    await page.locator('[data-field-error="identityNumber"]').waitFor();
    await number.click();
    await page.getByText('Họ và tên không được bỏ trống').waitFor();
    // with none of it given any more, the name is not needed: the message goes as the number and
    // the picture are taken away, not when the name is next left
    await number.fill('');
    // the number's own message says the new reason (the picture still asks for a number) …
    await page
      .locator('[data-field-error="identityNumber"]', { hasText: 'Số CMND/CCCD không được bỏ trống' })
      .waitFor();
    // … and the name's stays, checked again after the page's handlers (a task queued after them)
    await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    expect(await page.getByText('Họ và tên không được bỏ trống').count()).toBe(1);
    // a picture too large is refused as it is chosen, which leaves none: both messages go
    await page
      .getByLabel(/^Mặt trước thẻ/)
      .setInputFiles({ name: 'to.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await page.getByText('Họ và tên không được bỏ trống').waitFor({ state: 'detached' });
    await page.locator('[data-field-error="identityNumber"]').waitFor({ state: 'detached' });
    await page.locator('[data-field-error="identityCardFront"]').waitFor();
    // given again, leaving the name empty says it once more
    await number.fill('12345');
    await page.getByLabel(/^Mặt trước thẻ/).setInputFiles(image);
    await page.getByLabel('Họ và tên').click();
    await number.click();
    await page.getByText('Họ và tên không được bỏ trống').waitFor();
    await page.locator('[data-captcha="done"]').waitFor({ timeout: 30_000 });
    // the form's answer, read on its way (a streamed answer's body is not kept for later)
    const action = (url: URL) => url.pathname === '/register/email';
    let answer = '';
    await page.route(action, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      answer = await response.text();
      await route.fulfill({ response, body: answer });
    });
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    // the answer is read before the page gets it, while the button says it is sending; the
    // page has drawn it once the button is back (its pictures' words reset then)
    await expect.poll(() => answer, { timeout: 30_000 }).not.toBe('');
    await page.getByRole('button', { name: 'Tạo tài khoản' }).waitFor();
    await page.unroute(action);
    // the server refused the same fields (not the captcha or anything else): its answer says so
    expect(answer).toContain('Họ và tên không được bỏ trống');
    expect(answer).toContain(INVALID_NUMBER);
    await page.locator('[data-field-error="identityNumber"]', { hasText: INVALID_NUMBER }).waitFor();
    expect(
      await page.getByLabel(/^Mặt trước thẻ/).evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe('mat-truoc.png');
    expect(await page.getByText('Ảnh đã chọn').count()).toBe(0);
    // a picture over 5 MB, or a file that is not a picture, is refused as it is chosen and not kept
    // for the post (two phone photos would go past what one post may carry)
    const back = page.getByLabel(/^Mặt sau thẻ/);
    const big = { name: 'mat-sau.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) };
    for (const [file, message] of [
      [big, 'Ảnh không được lớn hơn 5 MB'],
      [
        { name: 'mat-sau.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
        'Ảnh phải có định dạng JPEG, PNG hoặc WebP',
      ],
    ] as const) {
      await back.setInputFiles(file);
      await page.locator('[data-field-error="identityCardBack"]', { hasText: message }).waitFor();
      expect(await back.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    }
    await back.setInputFiles({ ...image, name: 'mat-sau.png' });
    await page.locator('[data-field-error="identityCardBack"]').waitFor({ state: 'detached' });
    expect(await back.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('mat-sau.png');
    await page.context().close();
  });

  it('a login sent while the connection is down says so and keeps what was typed; sent again, it works', async () => {
    const setup = await ctx.newPage();
    const email = newEmail('offline');
    await registerByEmail(setup, email, 'mat9mang');
    await setup.waitForURL('**/register/success');
    await setup.context().close();

    const page = await ctx.newPage();
    await page.goto('/login/email');
    await hydrated(page);
    // the form's call never reaches the server (it used to put the error page in the form's place)
    const sending = (url: URL) => url.pathname === '/login/email';
    await page.route(sending, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await fillLogIn(page, email, 'mat9mang');
    const snackbar = page.locator('[data-snackbar="error"]');
    await snackbar.waitFor();
    expect(await snackbar.textContent()).toContain('Chưa gửi được');
    expect(await snackbar.textContent()).toContain('Không kết nối được tới máy chủ');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel(/^Mật khẩu$/).inputValue()).toBe('mat9mang');
    expect(await page.getByRole('button', { name: 'Đăng nhập' }).isEnabled()).toBe(true);

    await page.unroute(sending);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await headerShowsMember(page, email.split('@')[0] ?? '');
    await page.context().close();
  });

  it('/dang-nhap and /dang-ky lead to the login and registration screens', async () => {
    const page = await ctx.newPage();
    await page.goto('/dang-ky');
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.locator('h1').textContent()).toBe('Tạo tài khoản');
    await page.goto('/en/dang-nhap');
    expect(new URL(page.url()).pathname).toBe('/en/login');
    expect(await page.locator('h1').textContent()).toBe('Log in');
    // a redirect to another site is never followed after login
    await page.goto('/en/login/email?redirect=https://evil.example.com/');
    expect(await page.locator('input[name="redirect"]').inputValue()).toBe('/en');
    await page.context().close();
  });
});
