import { describe, expect, inject, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser';
import { waitForMail } from './support/mailbox';
import {
  fillLogIn,
  headerShowsMember,
  logInByEmail,
  logOut,
  newEmail,
  pathOf,
  registerByEmail,
} from './support/members';

const ctx = useBrowser();
const mailDir = inject('mailDir');

describe('a reader becomes a member by email', () => {
  it('register → the mail arrives → the link verifies → log out → log in again', async () => {
    const page = await ctx.newPage();
    const email = newEmail('an.nguyen');

    // wrong input first: each field says what is wrong when the reader leaves it
    await page.goto('/register/email');
    // each field's rule runs when it is left, once the page runs
    await hydrated(page);
    await page.getByLabel('Email', { exact: true }).fill('an.nguyen.example.com');
    await page.getByLabel(/^Mật khẩu$/).click();
    await page.getByText('Email phải chứa ký tự @').waitFor();
    await page.getByLabel(/^Mật khẩu$/).fill('abc');
    await page.getByLabel('Email', { exact: true }).click();
    await page.getByText('Mật khẩu phải có ít nhất 6 ký tự').waitFor();

    await registerByEmail(page, email, 'sach9cu');
    await page.waitForURL('**/register/success');
    expect(await page.locator('h1').textContent()).toBe('Tài khoản của bạn đã sẵn sàng');
    // the link's life as the API has it (the journeys shorten it), not a fixed 24 hours
    expect(await page.locator('main').textContent()).toContain(
      `có hiệu lực trong ${inject('verifyLinkTtlSeconds')} giây`,
    );
    // registration signs the member in (unverified)
    await headerShowsMember(page, email.split('@')[0] ?? '');
    // SPEC §3: the access token and the visitor's key joined by ++
    const signedIn = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(signedIn?.value).toMatch(/^[\w-]{43}\+\+[0-9a-f]{32}$/);

    const mail = await waitForMail(mailDir, email, /Xác thực email/);
    const link = mail.links[0] ?? '';
    expect(link).toContain('/verify-email/');
    await page.goto(pathOf(link));
    // opening the link changes nothing (mail scanners open links); the reader confirms
    expect(await page.locator('h1').textContent()).toBe('Xác nhận email của bạn');
    await page.getByRole('button', { name: 'Xác thực email của tôi' }).click();
    await page.getByRole('heading', { name: 'Email của bạn đã được xác thực' }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Email của bạn đã được xác thực');
    await waitForMail(mailDir, email, /Chào mừng/);

    // without a reload, what verification unlocks works: an article's comment box takes a comment
    await page.getByRole('link', { name: 'Tiếp tục đọc' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const story = page.locator('main article h3 a').first();
    const storyPath = await story.getAttribute('href');
    await story.click();
    await page.waitForURL((url) => url.pathname === storyPath);
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await page.locator('#comments[data-state="idle"]').waitFor();
    await page.getByLabel('Viết bình luận', { exact: true }).waitFor();
    expect(await page.locator('#comments').textContent()).not.toContain('Hãy xác thực email để bình luận');

    await logOut(page);
    const cookies = await page.context().cookies();
    // a fresh anonymous key with the ++ prefix stays (SPEC §4), written as the SPEC gives it
    expect(cookies.find((c) => c.name === 'token')?.value).toMatch(/^\+\+[0-9a-f]{32}$/);
    expect(cookies.find((c) => c.name === 'token')?.httpOnly).toBe(true);
    expect(cookies.some((c) => c.name === 'web_custom_islogin')).toBe(false);

    // the same address again: the "Register failed" snackbar, and the email field says why
    await registerByEmail(page, email.toUpperCase(), 'sach9cu');
    const refused = page.locator('[data-snackbar="error"]');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Đăng ký thất bại');
    expect(await page.locator('[data-field-error="email"]').textContent()).toBe('Email này đã được đăng ký');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email.toUpperCase());

    // a wrong password: the "Login failed" snackbar, and what was typed stays
    await page.goto('/login/email');
    await fillLogIn(page, email, 'sai9matkhau');
    const snackbar = page.locator('[data-snackbar="error"]');
    await snackbar.waitFor();
    expect(await snackbar.textContent()).toContain('Đăng nhập thất bại');
    expect(await snackbar.textContent()).toContain('Sai email hoặc mật khẩu');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    await page.getByLabel(/^Mật khẩu$/).fill('sach9cu');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await headerShowsMember(page, email.split('@')[0] ?? '');
    await page.context().close();
  });

  it('an unverified login shows the check-your-email snackbar; an expired link asks for a new one, which works', async () => {
    const page = await ctx.newPage();
    const broken: string[] = [];
    page.on('pageerror', (error) => broken.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) broken.push(message.text());
    });
    const email = newEmail('expired');
    await registerByEmail(page, email, 'hethan9', '/en/register/email');
    await page.waitForURL('**/en/register/success');
    const first = await waitForMail(mailDir, email, /Verify your email/);

    // log out and in again while unverified: in, with the reminder and a resend button
    await logOut(page, 'en');
    await logInByEmail(page, email, 'hethan9', '/en/all-topics', 'en');
    const reminder = page.locator('[data-snackbar="warning"]');
    await reminder.waitFor();
    expect(await reminder.textContent()).toContain('Please verify your email');
    // the words for a browser without scripts (address-notice.mjs) came with the page, outside
    // what React hydrates, and their parameter leaves the address
    await page.waitForURL((url) => url.pathname === '/en/all-topics' && url.search === '');
    expect(broken).toEqual([]);
    // signed in, the login and registration screens send the member on instead of asking again
    await page.goto('/en/login?redirect=/en/about');
    await page.waitForURL((url) => url.pathname === '/en/about');
    await page.goto('/en/register/email');
    await page.waitForURL((url) => url.pathname === '/en');

    // wait until the first link has expired (the journeys run with a short link life)
    const ttl = inject('verifyLinkTtlSeconds');
    await page.waitForTimeout(Math.max(0, first.at + ttl * 1000 + 1500 - Date.now()));
    await page.goto(pathOf(first.links[0] ?? ''));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('This link has expired');
    expect(await page.locator('main').textContent()).toContain(
      `Verification links work for ${ttl} seconds. Ask for a new one`,
    );
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByText(`A new link is on its way to ${email}.`).waitFor();
    const fresh = await waitForMail(mailDir, email, /Verify your email/, asked);
    await page.goto(pathOf(fresh.links[0] ?? ''));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Your email is verified');
    await page.context().close();
  }, 120_000);

  it("the login reminder's resend sends a new link, and says so when the email was verified meanwhile", async () => {
    const page = await ctx.newPage();
    const email = newEmail('nhacnho');
    await registerByEmail(page, email, 'nhacnho9', '/en/register/email');
    await page.waitForURL('**/en/register/success');
    await waitForMail(mailDir, email, /Verify your email/);
    const logInAgain = async () => {
      await logOut(page, 'en');
      await logInByEmail(page, email, 'nhacnho9', '/en/about', 'en');
      await page
        .locator('[data-snackbar="warning"]')
        .getByRole('button', { name: 'Send a new link' })
        .waitFor();
    };

    await logInAgain();
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByText(`A new link is on its way to ${email}.`).waitFor();
    const fresh = await waitForMail(mailDir, email, /Verify your email/, asked);

    // the reminder again, and the new link opened in another tab before pressing its button
    await logInAgain();
    const other = await page.context().newPage();
    await other.goto(pathOf(fresh.links[0] ?? ''));
    await other.getByRole('button', { name: 'Verify my email' }).click();
    await other.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    const told = page.locator('[data-snackbar="info"]');
    await told.waitFor();
    expect(await told.textContent()).toContain('This email is already verified');
    await page.context().close();
  }, 120_000);

  it('asking for links past the limit says when to try again, in the reader’s language', async () => {
    const page = await ctx.newPage();
    const email = newEmail('quanhieu');
    await registerByEmail(page, email, 'quanhieu9', '/en/register/email');
    await page.waitForURL('**/en/register/success');
    // the snackbars' "send a new link" ask /api/resend-link; past the per-email limit (3 in 15
    // minutes, scaled up for the journeys) it answers 429 with its words, which they show
    const last = await page.evaluate(async (address) => {
      for (let i = 0; i < 500; i++) {
        const res = await fetch('/api/resend-link', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: address, locale: 'en' }),
        });
        if (!res.ok) return { status: res.status, body: await res.json() };
      }
      return null;
    }, email);
    expect(last).toEqual({
      status: 429,
      body: {
        message: 'TOO_MANY_REQUESTS',
        text: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
      },
    });
    await page.context().close();
  }, 120_000);

  it('a link that no longer works, opened while signed in: a new one for an unverified member, "verified already" after', async () => {
    const page = await ctx.newPage();
    const email = newEmail('relink');
    await registerByEmail(page, email, 'lienket9', '/en/register/email');
    await page.waitForURL('**/en/register/success');
    const first = await waitForMail(mailDir, email, /Verify your email/);
    await page.goto('/en/verify-email/khong-con-dung-duoc');
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await page.getByText('We can send you a new one.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Resend the verification email' }).click();
    await page.getByText('Verification email sent').waitFor();
    const fresh = await waitForMail(mailDir, email, /Verify your email/, asked);
    expect(fresh.links[0]).not.toBe(first.links[0]);
    await page.goto(pathOf(fresh.links[0] ?? ''));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    // an old link (a mail scanner may have opened it) still says verified; one that never worked
    // tells the verified member there is nothing left to do
    await page.goto(pathOf(first.links[0] ?? ''));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    await page.goto('/en/verify-email/khong-con-dung-duoc');
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.getByText('your email is verified already', { exact: false }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Your email is verified');
    await page.context().close();
  });

  it('forgot → reset → the new password works and the old session is refused', async () => {
    const email = newEmail('quen');
    const first = await ctx.newPage();
    await registerByEmail(first, email, 'matkhau9cu');
    await first.waitForURL('**/register/success');
    await headerShowsMember(first, email.split('@')[0] ?? '');

    // another browser asks for a reset
    const second = await ctx.newPage();
    await second.goto('/forgot-password');
    await second.getByLabel('Email', { exact: true }).fill(newEmail('nobody'));
    await second.getByRole('button', { name: 'Gửi liên kết' }).click();
    await second.getByText('Email này chưa được đăng ký').waitFor();
    await second.getByLabel('Email', { exact: true }).fill(email);
    await second.getByRole('button', { name: 'Gửi liên kết' }).click();
    await second.waitForURL('**/forgot-password/sent');
    const mail = await waitForMail(mailDir, email, /Đặt lại mật khẩu/);
    await second.goto(pathOf(mail.links[0] ?? ''));
    expect(await second.locator('h1').textContent()).toBe('Đặt mật khẩu mới');
    await second.getByLabel('Mật khẩu mới', { exact: true }).fill('matkhau9moi');
    await second.getByLabel('Nhập lại mật khẩu mới').fill('matkhau9khac');
    await second.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
    await second.getByText('Mật khẩu xác nhận không khớp').waitFor();
    await second.getByLabel('Nhập lại mật khẩu mới').fill('matkhau9moi');
    await second.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
    await second.waitForURL('**/reset-password/success');

    // the first browser's session has ended: the header cleans up and offers the login
    await first.goto('/');
    await first.locator('[data-auth="anonymous"]').waitFor();
    expect((await first.context().cookies()).some((c) => c.name === 'web_custom_islogin')).toBe(false);

    await second.getByRole('link', { name: 'Đăng nhập' }).last().click();
    await fillLogIn(second, email, 'matkhau9cu');
    await second.locator('[data-snackbar="error"]').waitFor();
    await second.getByLabel(/^Mật khẩu$/).fill('matkhau9moi');
    await second.getByRole('button', { name: 'Đăng nhập' }).click();
    await second.waitForURL((url) => url.pathname === '/');
    await headerShowsMember(second, email.split('@')[0] ?? '');
    // the used link says so, and leads to asking for a new one (someone who forgot cannot log in)
    await first.goto(pathOf(mail.links[0] ?? ''));
    await first.getByRole('heading', { level: 1, name: 'Liên kết không dùng được' }).waitFor();
    expect(await first.locator('main').textContent()).toContain('Hãy yêu cầu liên kết mới');
    expect(await first.locator('main').textContent()).not.toContain('đăng nhập');
    await first.context().close();
    await second.context().close();
  }, 90_000);
});
