import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { unsubscribeToken } from '../apps/api/src/modules/newsletters/unsubscribe-token';
import { useBrowser } from './support/browser';
import { signUpMember } from './support/members';

const ctx = useBrowser();

/** The member signed in on `page`, as the site's header learns it. */
const memberId = async (page: Page): Promise<string> =>
  page.evaluate(async () => (await (await fetch('/api/session')).json()).user._id as string);

const weeklyBox = (page: Page) => page.getByLabel('Bản tin hằng tuần vào sáng thứ Ba');

describe('newsletters', () => {
  it("subscribe in the email settings; the mail's link unsubscribes, after a confirmation", async () => {
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'newsletter' });
    await page.goto('/thong-tin-tai-khoan');
    await weeklyBox(page).check();
    await page.getByRole('button', { name: 'Lưu cài đặt email' }).click();
    await page.getByText('Đăng ký nhận tin thành công').waitFor();

    // the weekly newsletter's link (the job's own sending is the API tests' work)
    const token = unsubscribeToken(inject('authSecret'), await memberId(page), 'weekly');
    await page.goto(`/unsubscribe?token=${token}`);
    await page.getByRole('heading', { name: 'Hủy nhận bản tin hằng tuần?' }).waitFor();
    // opening the link changed nothing (mail scanners open links too)
    await page.goto('/thong-tin-tai-khoan');
    expect(await weeklyBox(page).isChecked()).toBe(true);

    await page.goto(`/unsubscribe?token=${token}`);
    await page.getByRole('button', { name: 'Hủy đăng ký' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/unsubscribe' && url.searchParams.get('done') === 'weekly',
    );
    await page.getByRole('heading', { name: 'Bạn đã hủy đăng ký' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(
      'không nhận bản tin hằng tuần vào sáng thứ Ba nữa',
    );
    await page.getByRole('link', { name: 'Cài đặt email' }).click();
    await page.waitForURL((url) => url.pathname === '/thong-tin-tai-khoan');
    expect(await weeklyBox(page).isChecked()).toBe(false);
    await page.context().close();
  });

  it('says so in English when the link was not made by the site, and a mail program can unsubscribe in one click', async () => {
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'one-click' });
    const id = await memberId(page);
    const forged = unsubscribeToken('not-the-site-secret-0123456789abcdef', id, 'suggestions');
    await page.goto(`/en/unsubscribe?token=${forged}`);
    await page.getByRole('heading', { name: 'Unsubscribe from reading suggestions?' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.waitForURL((url) => url.pathname === '/en/unsubscribe' && url.searchParams.has('invalid'));
    await page.getByRole('heading', { name: 'This link cannot unsubscribe you' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(
      'This link is not valid or has already been used',
    );

    // RFC 8058: the mail program posts "List-Unsubscribe=One-Click" to the List-Unsubscribe address
    const oneClick = (token: string) =>
      fetch(`${inject('baseUrl')}/api/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(forged)).status).toBe(400);
    expect((await oneClick(unsubscribeToken(inject('authSecret'), id, 'suggestions'))).status).toBe(200);
    await page.context().close();
  });
});
