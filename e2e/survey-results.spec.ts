import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { logInAsStaff, openFromAccountMenu } from './support/members';
import { answerDemoSurvey } from './support/surveys';

// The editors' results of a survey, a reader's answer among them, and closing and opening it from
// its line. Writing surveys is survey-editors.spec.ts; the readers' side is surveys.spec.ts.

const ctx = useBrowser();

describe('survey results', () => {
  // the demo's survey has an answer, with a note only this run wrote
  const comment = `Thêm bài về cà phê ${Date.now().toString(36)}`;
  beforeAll(() => answerDemoSurvey(ctx, comment));

  it('editors see the results, a reader’s answer among them, and close and reopen the survey', async () => {
    const page = await ctx.newPage();
    await logInAsStaff(page);
    // the account menu leads there
    await openFromAccountMenu(page, 'Kết quả khảo sát', '/survey-results');
    await page.getByRole('link', { name: 'Khảo sát bạn đọc 2026' }).click();
    await page.locator('[data-results-question="satisfaction"]').waitFor();
    expect(await page.locator('[data-results-question="comment"]').textContent()).toContain(comment);

    // an editor closes the survey from its line, and opens it again (the rest of the run needs it)
    const line = page.locator('[data-survey-line="khao-sat-ban-doc-2026"]');
    expect(await line.locator('[data-survey-state]').textContent()).toBe('đang mở');
    await line.getByRole('button', { name: 'Đóng khảo sát “Khảo sát bạn đọc 2026”' }).click();
    const reopen = line.getByRole('button', { name: 'Mở lại khảo sát “Khảo sát bạn đọc 2026”' });
    try {
      await page.getByText('Đã đóng khảo sát: độc giả không thể trả lời nữa').waitFor();
      await expect.poll(() => line.locator('[data-survey-state]').textContent()).toBe('đã đóng');
      // the results stay where they were
      expect(await page.locator('[data-results-question="comment"]').textContent()).toContain(comment);
      await reopen.click();
      await page.getByText('Đã mở lại khảo sát').waitFor();
      await expect.poll(() => line.locator('[data-survey-state]').textContent()).toBe('đang mở');
    } finally {
      // readers' journeys (surveys.spec.ts) need it open, whatever failed above
      if (await reopen.isVisible()) await reopen.click();
    }
    await page.context().close();
  });
});
