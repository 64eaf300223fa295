import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated, useBrowser } from './support/browser';
import { logInAsStaff, signUpMember } from './support/members';

const ctx = useBrowser();
const SURVEY = '/khao-sat/khao-sat-ban-doc-2026';
const required = 'Vui lòng trả lời câu hỏi này.';
/** The page has hydrated and learnt the reader is a visitor: its timers are set. */
const settled = (page: Page) => page.locator('[data-auth="anonymous"]').waitFor();

/** A new member answers "Tea" to the English survey at `slug` (the editors' surveys below ask it first). */
async function answerTea(slug: string, prefix: string) {
  const reader = await ctx.newPage();
  await signUpMember(reader, { prefix, verified: false });
  await reader.goto(`/en/survey/${slug}`);
  await reader.getByRole('radio', { name: 'Tea' }).check();
  await reader.getByRole('button', { name: 'Send my answers' }).click();
  await reader.getByText('Thank you for taking the survey!').waitFor();
  await reader.context().close();
}

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
    await page.goto(`/login/email?redirect=${SURVEY}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel(/^Mật khẩu$/).fill(password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL((url) => url.pathname === SURVEY);
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

  it('invites the reader after 60 seconds on the site; "later" stops it coming back', async () => {
    const page = await ctx.newPage();
    await page.clock.install();
    await page.goto('/');
    await settled(page);
    const invite = page.locator('[data-survey-invite]');
    await page.clock.fastForward(30_000);
    await page.waitForTimeout(200);
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

  it('editors see the results, the answers given above among them', async () => {
    const page = await ctx.newPage();
    await logInAsStaff(page);
    // the account menu leads there
    await page.locator('[data-auth="member"] summary').click();
    await page.getByRole('link', { name: 'Kết quả khảo sát' }).click();
    await page.waitForURL((url) => url.pathname === '/survey-results');
    await page.getByRole('link', { name: 'Khảo sát bạn đọc 2026' }).click();
    await page.locator('[data-results-question="satisfaction"]').waitFor();
    expect(await page.locator('[data-results-question="comment"]').textContent()).toContain(
      'Thêm bài về cà phê, xin cảm ơn',
    );

    // an editor closes the survey from its line, and opens it again (the rest of the run needs it)
    const line = page.locator('[data-survey-line="khao-sat-ban-doc-2026"]');
    expect(await line.locator('[data-survey-state]').textContent()).toBe('đang mở');
    await line.getByRole('button', { name: 'Đóng khảo sát “Khảo sát bạn đọc 2026”' }).click();
    await page.getByText('Đã đóng khảo sát: độc giả không thể trả lời nữa').waitFor();
    await expect.poll(() => line.locator('[data-survey-state]').textContent()).toBe('đã đóng');
    // the results stay where they were
    expect(await page.locator('[data-results-question="comment"]').textContent()).toContain(
      'Thêm bài về cà phê, xin cảm ơn',
    );
    await line.getByRole('button', { name: 'Mở lại khảo sát “Khảo sát bạn đọc 2026”' }).click();
    await page.getByText('Đã mở lại khảo sát').waitFor();
    await expect.poll(() => line.locator('[data-survey-state]').textContent()).toBe('đang mở');
    await page.context().close();
  });

  it('an editor writes a survey, then rewrites it before anyone answers: told what is wrong with nothing lost, a question added, readers see it', async () => {
    const page = await ctx.newPage();
    await logInAsStaff(page);
    // in English, an empty form says what it needs
    await page.goto('/en/survey-results/new');
    await page.getByRole('button', { name: 'Create survey' }).click();
    await page.locator('[data-field-error="title"]', { hasText: 'This field must not be empty' }).waitFor();
    await page
      .locator('[data-field-error="q0.label"]', { hasText: 'A survey needs at least one question' })
      .waitFor();

    await page.goto('/survey-results');
    await page.getByRole('link', { name: 'Khảo sát mới' }).click();
    await page.waitForURL((url) => url.pathname === '/survey-results/new');
    await hydrated(page);
    const title = `Bữa sáng của bạn ${Date.now().toString(36)}`;
    await page.getByLabel('Tiêu đề').fill(title);
    await page.getByLabel('Lời giới thiệu').fill('Hai câu hỏi ngắn.');
    await page.getByLabel('Đóng lúc (giờ Việt Nam)').fill('2020-01-01T08:00');
    const first = page.locator('[data-question-block="0"]');
    await first.getByLabel('Nội dung câu hỏi').fill('Bạn ăn sáng ở đâu?');
    await first.getByLabel('Bắt buộc trả lời').check();
    await first.getByLabel('Các lựa chọn (mỗi dòng một lựa chọn)').fill('Ở nhà');
    // Enter in a field sends the survey to be created (not one block more)
    await page.getByLabel('Tiêu đề').press('Enter');
    await page.locator('[data-field-error="q0.options"]', { hasText: 'Cần ít nhất 2 lựa chọn' }).waitFor();
    await page.locator('[data-field-error="closesAt"]', { hasText: 'Thời điểm đóng phải sau' }).waitFor();
    await page.locator('[data-snackbar="error"]', { hasText: 'Chưa tạo được khảo sát' }).waitFor();
    // nothing typed is lost, and the focus is on the first field to mend (the closing time
    // comes before the questions)
    expect(await page.getByLabel('Tiêu đề').inputValue()).toBe(title);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('closesAt');
    expect(await first.getByLabel('Bắt buộc trả lời').isChecked()).toBe(true);

    expect(await seriousViolations(page), '/survey-results/new with errors').toEqual([]);

    // one block more, what was typed still there
    expect(await page.locator('[data-question-block]').count()).toBe(3);
    await page.getByRole('button', { name: 'Thêm câu hỏi' }).click();
    await page.locator('[data-question-block="3"]').waitFor();
    // the focus is in the new block's question
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('q3.label');
    expect(await first.getByLabel('Nội dung câu hỏi').inputValue()).toBe('Bạn ăn sáng ở đâu?');
    await first.getByLabel('Các lựa chọn (mỗi dòng một lựa chọn)').fill('Ở nhà\nNgoài hàng');
    await page.getByLabel('Đóng lúc (giờ Việt Nam)').fill('');
    const last = page.locator('[data-question-block="3"]');
    await last.getByLabel('Nội dung câu hỏi').fill('Bạn muốn đọc thêm về món gì?');
    await last.getByLabel('Loại').selectOption('text');
    await page.getByRole('button', { name: 'Tạo khảo sát' }).click();

    await page.waitForURL((url) => url.pathname === '/survey-results' && url.searchParams.has('id'));
    await page.locator('[data-snackbar="success"]', { hasText: 'Đã tạo khảo sát' }).waitFor();
    expect(await page.locator('#results-title').textContent()).toBe(`${title}: 0 lượt trả lời`);
    const line = page.locator('[data-survey-line]', { hasText: title });
    expect(await line.locator('[data-survey-state]').textContent()).toBe('đang mở');
    const slug = (await line.getAttribute('data-survey-line'))!;
    expect(slug).toMatch(/^bua-sang-cua-ban-[a-z0-9]+$/);

    // readers open it at its address (a visitor is asked to log in, a member sees the questions)
    const reader = await ctx.newPage();
    await reader.goto(`/khao-sat/${slug}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    await reader.getByRole('link', { name: 'Đăng nhập để tham gia' }).waitFor();
    await reader.context().close();
    // the editor has it open as a reader in a second tab
    const readerTab = await page.context().newPage();
    await readerTab.goto(`/khao-sat/${slug}`);
    await readerTab.getByText('Bạn muốn đọc thêm về món gì?').waitFor();
    await readerTab.getByRole('radio', { name: 'Ngoài hàng' }).waitFor();

    // no one has answered yet: the editor rewrites it from its line, the form filled in as it is
    await page.goto('/survey-results');
    await line.getByRole('link', { name: `Sửa khảo sát “${title}”` }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit'));
    await hydrated(page);
    expect(await page.getByLabel('Tiêu đề').inputValue()).toBe(title);
    expect(await page.getByLabel('Đường dẫn (không bắt buộc)').inputValue()).toBe(slug);
    expect(await first.getByLabel('Các lựa chọn (mỗi dòng một lựa chọn)').inputValue()).toBe(
      'Ở nhà\nNgoài hàng',
    );
    expect(await first.getByLabel('Bắt buộc trả lời').isChecked()).toBe(true);
    expect(await page.locator('[data-question-block="1"]').getByLabel('Loại').inputValue()).toBe('text');
    // another survey's address is refused, nothing typed lost
    const renamed = `${title} (sửa)`;
    await page.getByLabel('Tiêu đề').fill(renamed);
    await first.getByLabel('Các lựa chọn (mỗi dòng một lựa chọn)').fill('Ở nhà\nNgoài hàng\nỞ cơ quan');
    await page.getByLabel('Đường dẫn (không bắt buộc)').fill('khao-sat-ban-doc-2026');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.locator('[data-field-error="slug"]', { hasText: 'đã dùng đường dẫn này' }).waitFor();
    await page.locator('[data-snackbar="error"]', { hasText: 'Chưa lưu được khảo sát' }).waitFor();
    expect(await page.getByLabel('Tiêu đề').inputValue()).toBe(renamed);
    expect(await seriousViolations(page), '/survey-results/<id>/edit with errors').toEqual([]);
    await page.getByLabel('Đường dẫn (không bắt buộc)').fill(slug);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.waitForURL((url) => url.pathname === '/survey-results' && url.searchParams.has('id'));
    await page.locator('[data-snackbar="success"]', { hasText: 'Đã lưu khảo sát' }).waitFor();
    expect(await page.locator('#results-title').textContent()).toBe(`${renamed}: 0 lượt trả lời`);
    // answers given in the tab opened before the edit are refused, kept, and the reader told why
    await readerTab.getByRole('radio', { name: 'Ngoài hàng' }).check();
    await readerTab.getByRole('button', { name: 'Gửi câu trả lời' }).click();
    await readerTab
      .locator('[data-snackbar="error"]', { hasText: 'Khảo sát vừa được cập nhật. Vui lòng tải lại trang' })
      .waitFor();
    expect(await readerTab.getByRole('radio', { name: 'Ngoài hàng' }).isChecked()).toBe(true);
    // loaded again, the survey shows as rewritten at once
    await readerTab.reload();
    await readerTab.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await readerTab.getByRole('radio', { name: 'Ở cơ quan' }).waitFor();

    // a survey readers have answered has no edit link, and its edit page says why
    await page.goto('/survey-results');
    const answered = page.locator('[data-survey-line="khao-sat-ban-doc-2026"]');
    await answered.waitFor();
    expect(await answered.getByRole('link', { name: /^Sửa/ }).count()).toBe(0);
    const results = new URL(
      (await answered.getByRole('link', { name: 'Khảo sát bạn đọc 2026' }).getAttribute('href'))!,
      ctx.baseUrl,
    );
    await page.goto(`/survey-results/${results.searchParams.get('id')}/edit`);
    expect(await page.locator('[data-survey-locked]').textContent()).toContain('nên không sửa được nữa');
    expect(await page.locator('[data-question-block]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Lưu thay đổi' }).count()).toBe(0);

    // deleted, so the demo's survey stays the one readers are invited to: first the box to tick
    await page.goto('/survey-results');
    await page
      .locator('[data-survey-line]', { hasText: renamed })
      .getByRole('link', { name: `Sửa khảo sát “${renamed}”` })
      .click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Xoá khảo sát' }).click();
    await page.getByText('Hãy đánh dấu ô này để xác nhận xoá').waitFor();
    expect(await page.getByLabel('Tiêu đề').inputValue()).toBe(renamed);
    await page.getByLabel('Tôi muốn xoá hẳn khảo sát này').check();
    await page.getByRole('button', { name: 'Xoá khảo sát' }).click();
    await page.waitForURL((url) => url.pathname === '/survey-results');
    await page.locator('[data-snackbar="success"]', { hasText: 'Đã xoá khảo sát' }).waitFor();
    expect(await page.locator('[data-survey-line]', { hasText: renamed }).count()).toBe(0);
    await readerTab.goto(`/khao-sat/${slug}`);
    await readerTab.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' }).waitFor();
    await page.context().close();
  });

  it('writes and edits a survey without JavaScript too: a question added, an error shown, created, then a question more', async () => {
    const signedIn = await ctx.newPage();
    await logInAsStaff(signedIn);
    const context = await ctx.browser.newContext({
      baseURL: ctx.baseUrl,
      javaScriptEnabled: false,
      storageState: await signedIn.context().storageState(),
    });
    await signedIn.context().close();
    const page = await context.newPage();
    await page.goto('/en/survey-results/new');
    const title = `Without scripts ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await page.locator('[data-question-block="0"]').getByLabel('Question').fill('Tea or coffee?');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.locator('[data-question-block="3"]').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    // a one-choice question with one choice: told so, what was typed still there
    await page.getByRole('button', { name: 'Create survey' }).click();
    await page.locator('[data-field-error="q0.options"]', { hasText: 'At least 2 choices' }).waitFor();
    expect(await page.locator('[data-question-block="0"]').getByLabel('Question').inputValue()).toBe(
      'Tea or coffee?',
    );
    await page.locator('[data-question-block="0"]').getByLabel('Choices (one per line)').fill('Tea\nCoffee');
    await page.getByRole('button', { name: 'Create survey' }).click();
    await page.waitForURL((url) => url.pathname === '/en/survey-results' && url.searchParams.has('id'));
    expect(await page.locator('#results-title').textContent()).toBe(`${title}: 0 responses`);
    // edited, still without scripts: a question more, saved
    await page
      .locator('[data-survey-line]', { hasText: title })
      .getByRole('link', { name: `Edit “${title}”` })
      .click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit'));
    await page.locator('[data-question-block="1"]').getByLabel('Question').fill('How strong?');
    await page.locator('[data-question-block="1"]').getByLabel('Kind').selectOption('scale');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/en/survey-results' && url.searchParams.has('id'));
    await page.locator('[data-results-question="q2"]', { hasText: 'How strong?' }).waitFor();
    // open for editing again when a reader answers: saving then comes back as the page of a survey
    // that has answers, which says why it cannot be changed and offers what was typed as a new one
    const line = page.locator('[data-survey-line]', { hasText: title });
    const slug = (await line.getAttribute('data-survey-line'))!;
    await line.getByRole('link', { name: `Edit “${title}”` }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit'));
    await page.getByLabel('Title').fill(`${title} again`);
    await answerTea(slug, 'survey-edit-race');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await page.locator('[data-survey-locked]').textContent()).toBe(
      `“${title}” has 1 response, so it can no longer be changed: the answers were given to its questions as they are. Close it and write a new one.`,
    );
    expect(await page.getByRole('alert').textContent()).toBe(
      'Survey not saved This survey has been answered, so it can no longer be changed. Close it and write a new one.',
    );
    expect(await page.getByLabel('Title').inputValue()).toBe(`${title} again`);
    expect(await page.locator('[data-question-block="1"]').getByLabel('Question').inputValue()).toBe(
      'How strong?',
    );
    // kept through "add a question", then saved as a survey of its own once its address is free
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.locator('[data-question-block="3"]').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(`${title} again`);
    await page.getByRole('button', { name: 'Save as a new survey' }).click();
    await page
      .locator('[data-field-error="slug"]', {
        hasText: 'Another survey in this language already has this link address',
      })
      .waitFor();
    await page.getByLabel('Link address (optional)').fill(`${slug}-2`);
    await page.getByRole('button', { name: 'Save as a new survey' }).click();
    await page.waitForURL((url) => url.pathname === '/en/survey-results' && url.searchParams.has('id'));
    expect(await page.locator('#results-title').textContent()).toBe(`${title} again: 0 responses`);
    expect(await page.locator(`[data-survey-line="${slug}-2"]`).count()).toBe(1);
    // closed again from its line, still without scripts
    await page.goto('/en/survey-results');
    await page
      .locator(`[data-survey-line="${slug}"]`)
      .getByRole('button', { name: `Close “${title}”` })
      .click();
    await page.waitForURL((url) => url.pathname === '/en/survey-results');
    expect(
      await page.locator(`[data-survey-line="${slug}"]`).locator('[data-survey-state]').textContent(),
    ).toBe('closed');
    // the copy is closed too: the demo's survey stays the one readers are invited to
    await page
      .locator(`[data-survey-line="${slug}-2"]`)
      .getByRole('button', { name: `Close “${title} again”` })
      .click();
    await page.waitForURL((url) => url.pathname === '/en/survey-results');
    expect(
      await page.locator(`[data-survey-line="${slug}-2"]`).locator('[data-survey-state]').textContent(),
    ).toBe('closed');
    await context.close();
  });

  it('an edit that meets a first answer keeps what was typed, to be saved as a new survey', async () => {
    const page = await ctx.newPage();
    await logInAsStaff(page);
    await page.goto('/en/survey-results/new');
    await hydrated(page);
    const title = `Met an answer ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    const first = page.locator('[data-question-block="0"]');
    await first.getByLabel('Question').fill('Tea or coffee?');
    await first.getByLabel('Choices (one per line)').fill('Tea\nCoffee');
    await page.getByRole('button', { name: 'Create survey' }).click();
    await page.waitForURL((url) => url.pathname === '/en/survey-results' && url.searchParams.has('id'));
    const line = page.locator('[data-survey-line]', { hasText: title });
    const slug = (await line.getAttribute('data-survey-line'))!;
    await line.getByRole('link', { name: `Edit “${title}”` }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit'));
    await hydrated(page);
    await page.getByLabel('Title').fill(`${title}, rewritten`);
    await page
      .locator('[data-question-block="0"]')
      .getByLabel('Choices (one per line)')
      .fill('Tea\nCoffee\nWater');
    await answerTea(slug, 'survey-edit-met');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .locator('[data-snackbar="error"]', {
        hasText: 'This survey has been answered, so it can no longer be changed',
      })
      .waitFor();
    await page.locator('[data-survey-as-new]').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(`${title}, rewritten`);
    expect(
      await page.locator('[data-question-block="0"]').getByLabel('Choices (one per line)').inputValue(),
    ).toBe('Tea\nCoffee\nWater');
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    await page.getByLabel('Link address (optional)').fill(`${slug}-new`);
    await page.getByRole('button', { name: 'Save as a new survey' }).click();
    await page.waitForURL((url) => url.pathname === '/en/survey-results' && url.searchParams.has('id'));
    expect(await page.locator('#results-title').textContent()).toBe(`${title}, rewritten: 0 responses`);
    // the answered survey is as it was
    expect(
      await page
        .locator(`[data-survey-line="${slug}"]`)
        .getByRole('link', { name: title, exact: true })
        .count(),
    ).toBe(1);
    // both closed: the demo's survey stays the one readers are invited to
    for (const [s, name] of [
      [slug, title],
      [`${slug}-new`, `${title}, rewritten`],
    ]) {
      await page
        .locator(`[data-survey-line="${s}"]`)
        .getByRole('button', { name: `Close “${name}”` })
        .click();
      await expect
        .poll(() => page.locator(`[data-survey-line="${s}"] [data-survey-state]`).textContent())
        .toBe('closed');
    }
    await page.context().close();
  });
});
