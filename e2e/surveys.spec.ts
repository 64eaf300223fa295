import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { logInByEmail, logOut, signUpMember } from './support/members';

// The demo's reader survey as readers meet it; the editors' side is survey-editors,
// survey-edit-refusals and survey-results.spec.ts.

const ctx = useBrowser();
const SURVEY = '/khao-sat/khao-sat-ban-doc-2026';
const required = 'Vui lòng trả lời câu hỏi này.';
/**
 * The page has hydrated, learnt the reader is a visitor, and the invitation's timer is set: that
 * timer comes with the code fetched after the page (decision 0060), and it notes in the tab when
 * the reading began. A clock moved on before then was moved for nothing (the timer, set later,
 * would wait its whole minute), which failed this file once in CI.
 */
const settled = async (page: Page) => {
  await page.locator('[data-auth="anonymous"]').waitFor();
  // polled from here: the page's own timers may be the test's fake clock
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('survey:since'))).not.toBeNull();
};

describe('reader surveys', () => {
  it('a visitor is asked to log in; a member answers, is told what is missing, and is thanked once', async () => {
    const page = await ctx.newPage();
    await page.goto(SURVEY);
    await page.getByRole('heading', { name: 'Khảo sát bạn đọc 2026' }).waitFor();
    const login = page.getByRole('link', { name: 'Đăng nhập để tham gia' });
    await login.waitFor();
    expect(new URL((await login.getAttribute('href')) ?? '', 'http://x').searchParams.get('redirect')).toBe(
      SURVEY,
    );

    await signUpMember(page, { prefix: 'survey', verified: false });
    await page.goto(SURVEY);
    const send = page.getByRole('button', { name: 'Gửi câu trả lời' });
    await send.click();
    // the three required questions say so; the optional one does not
    expect(await page.locator('[data-field-error]').allTextContents()).toEqual([
      required,
      required,
      required,
    ]);
    expect(await page.locator('[data-field-error="comment"]').count()).toBe(0);

    await page.getByLabel('Vài lần mỗi tuần').check();
    await page.getByLabel('Ẩm thực').check();
    await page.getByLabel('Văn hoá').check();
    await send.click();
    // what was chosen stays; only the scale is still missing
    expect(await page.locator('[data-field-error]').allTextContents()).toEqual([required]);
    expect(await page.locator('[data-field-error="satisfaction"]').count()).toBe(1);
    expect(await page.getByLabel('Vài lần mỗi tuần').isChecked()).toBe(true);

    await page.locator('fieldset[data-question="satisfaction"]').getByLabel('4').check();
    await page
      .getByRole('textbox', { name: /Bạn muốn nhắn gì với ban biên tập/ })
      .fill('Thêm bài về cà phê, xin cảm ơn');
    await send.click();
    await page.getByText('Cảm ơn bạn đã tham gia khảo sát!').waitFor();
    await page.reload();
    await page.locator('[data-survey="answered"]').waitFor();
    expect(await page.getByRole('button', { name: 'Gửi câu trả lời' }).count()).toBe(0);
    await page.context().close();
  });

  it('keeps the answers while a member whose login ran out logs in again', async () => {
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'survey-expired', verified: false });
    await page.goto(SURVEY);
    await page.getByLabel('Hằng ngày').check();
    await page.getByLabel('Sự nghiệp').check();
    await page.locator('fieldset[data-question="satisfaction"]').getByLabel('5').check();
    // the session ends under the form (signed out elsewhere, expired)
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Gửi câu trả lời' }).click();
    await page.getByRole('link', { name: 'Đăng nhập để tham gia' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInByEmail(page, email, password, SURVEY);
    // the answers are back as they were; sending them works
    await page.getByRole('button', { name: 'Gửi câu trả lời' }).waitFor();
    expect(await page.getByLabel('Hằng ngày').isChecked()).toBe(true);
    expect(await page.getByLabel('Sự nghiệp').isChecked()).toBe(true);
    expect(await page.locator('fieldset[data-question="satisfaction"]').getByLabel('5').isChecked()).toBe(
      true,
    );
    // answers kept for questions an editor has rewritten since (another revision) do not come back:
    // the member is told, and answers the survey as it is
    const survey = (
      await (await fetch(`${inject('apiUrl')}/v2/survey/khao-sat-ban-doc-2026?language=vi`)).json()
    ).data as { _id: string };
    await page.evaluate(
      (key) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({ revision: 'an-older-one', answers: { frequency: 'daily' } }),
        ),
      `survey:draft:${survey._id}`,
    );
    await page.reload();
    await page
      .locator('[data-snackbar="warning"]', { hasText: 'Khảo sát đã được cập nhật trong lúc bạn đăng nhập' })
      .waitFor();
    expect(await page.getByLabel('Hằng ngày').isChecked()).toBe(false);
    await page.getByLabel('Hằng ngày').check();
    await page.getByLabel('Sự nghiệp').check();
    await page.locator('fieldset[data-question="satisfaction"]').getByLabel('5').check();
    await page.getByRole('button', { name: 'Gửi câu trả lời' }).click();
    await page.locator('[data-survey="answered"]').waitFor();
    await page.context().close();
  });

  it('keeps the answers through a logout in another tab and the login it asks for', async () => {
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'survey-tab', verified: false });
    await page.goto(SURVEY);
    await page.getByLabel('Vài lần mỗi tuần').check();
    await page.getByLabel('Ẩm thực').check();
    const tab = await page.context().newPage();
    await tab.goto('/');
    await logOut(tab);
    // this tab learns it at once: the survey asks a visitor to log in (it used to keep the form
    // until the send was refused)
    await page.getByRole('link', { name: 'Đăng nhập để tham gia' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await tab.close();
    await logInByEmail(page, email, password, SURVEY);
    // back as the member, the answers given are there to send
    const send = page.getByRole('button', { name: 'Gửi câu trả lời' });
    await send.waitFor();
    expect(await page.getByLabel('Vài lần mỗi tuần').isChecked()).toBe(true);
    expect(await page.getByLabel('Ẩm thực').isChecked()).toBe(true);
    await page.locator('fieldset[data-question="satisfaction"]').getByLabel('3').check();
    await send.click();
    await page.getByText('Cảm ơn bạn đã tham gia khảo sát!').waitFor();
    await page.context().close();
  });

  it('invites the reader after 60 seconds on the site; "later" stops it coming back', async () => {
    const page = await ctx.newPage();
    await page.clock.install();
    await page.goto('/');
    await settled(page);
    const invite = page.locator('[data-survey-invite]');
    // at 30 seconds the survey is not even asked for (a request is seen as soon as it is made)
    const surveyAsks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/survey/current')) surveyAsks.push(request.url());
    });
    await page.clock.fastForward(30_000);
    await page.waitForTimeout(200);
    expect(surveyAsks).toEqual([]);
    expect(await invite.count()).toBe(0);
    // moving to another page does not start the count again
    await page.goto('/tat-ca-chu-de');
    await settled(page);
    await page.clock.fastForward(31_000);
    await invite.waitFor();
    expect(await invite.textContent()).toContain('Khảo sát 60 giây');
    expect(await invite.textContent()).toContain('Khảo sát bạn đọc 2026');
    await invite.getByRole('button', { name: 'Để sau' }).click();
    await invite.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('survey:seen:'))),
    ).toBe(true);
    // the invitation is due again: the survey is asked for, and not offered (routing the call also
    // keeps the browser's cache out of the way, so the request is seen)
    let markAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      markAsked = resolve;
    });
    await page.route('**/api/survey/current**', async (route) => {
      await route.continue();
      markAsked();
    });
    await page.reload();
    await settled(page);
    await page.clock.fastForward(120_000);
    await asked;
    await page.waitForLoadState('networkidle');
    expect(await invite.count()).toBe(0);
    await page.context().close();

    // in English, "take the survey" leads to it
    const other = await ctx.newPage();
    await other.clock.install();
    await other.goto('/en');
    await settled(other);
    await other.clock.fastForward(61_000);
    await other.locator('[data-survey-invite]').getByRole('link', { name: 'Take the survey' }).click();
    await other.waitForURL((url) => url.pathname === '/en/survey/reader-survey-2026');
    await other.getByRole('heading', { name: 'Reader survey 2026' }).waitFor();
    await other.context().close();
  });
});
