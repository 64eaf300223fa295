import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { holdPosts, hydrated, useBrowser } from './support/browser';
import { logInAsStaff } from './support/members';
import { answerDemoSurvey, answerTea } from './support/surveys';

// The editors write and rewrite surveys, with and without JavaScript (without it, an edit that
// meets a first answer too). With JavaScript, an edit refused on the way (a session that ended, a
// first answer) is survey-edit-refusals.spec.ts; the results are survey-results.spec.ts; the
// readers' side is surveys.spec.ts.

const ctx = useBrowser();

describe('survey editors', () => {
  // the demo's survey has an answer: an answered survey cannot be rewritten (below), whichever runs alone
  beforeAll(() => answerDemoSurvey(ctx, `Thêm bài về trà ${Date.now().toString(36)}`));

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
    // and what is typed while the server answers stays too
    const answer = await holdPosts(page, '**/survey-results/new');
    await page.getByRole('button', { name: 'Thêm câu hỏi' }).click();
    await page.getByRole('button', { name: 'Thêm câu hỏi', disabled: true }).waitFor();
    await page.getByLabel('Lời giới thiệu').fill('Hai câu hỏi ngắn, một phút.');
    answer.release();
    await page.locator('[data-question-block="3"]').waitFor();
    await answer.stop();
    expect(await page.getByLabel('Lời giới thiệu').inputValue()).toBe('Hai câu hỏi ngắn, một phút.');
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
    const page = await ctx.withoutScripts(signedIn);
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
    // the snackbar needs scripts: the page itself says what was done
    expect(await page.locator('[data-noscript-notice]').textContent()).toBe('Survey created');
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
    expect(await page.locator('[data-noscript-notice]').textContent()).toBe('Survey saved');
    // open for editing again when a reader answers: saving then comes back as the page of a survey
    // that has answers, which says why it cannot be changed and offers what was typed as a new one
    const line = page.locator('[data-survey-line]', { hasText: title });
    const slug = (await line.getAttribute('data-survey-line'))!;
    await line.getByRole('link', { name: `Edit “${title}”` }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit'));
    await page.getByLabel('Title').fill(`${title} again`);
    await answerTea(ctx, slug, 'survey-edit-race');
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
    await page.waitForURL((url) => url.searchParams.get('notice') === 'SURVEY_STOPPED');
    expect(
      await page.locator(`[data-survey-line="${slug}"]`).locator('[data-survey-state]').textContent(),
    ).toBe('closed');
    expect(await page.locator('[data-noscript-notice]').textContent()).toBe(
      'Survey closed: readers can no longer answer it',
    );
    expect(await page.locator('[data-noscript-notice]').getAttribute('role')).toBe('status');
    // the copy is closed too: the demo's survey stays the one readers are invited to
    await page.goto('/en/survey-results');
    await page
      .locator(`[data-survey-line="${slug}-2"]`)
      .getByRole('button', { name: `Close “${title} again”` })
      .click();
    await page.waitForURL((url) => url.searchParams.get('notice') === 'SURVEY_STOPPED');
    expect(
      await page.locator(`[data-survey-line="${slug}-2"]`).locator('[data-survey-state]').textContent(),
    ).toBe('closed');
    await page.context().close();
  });
});
