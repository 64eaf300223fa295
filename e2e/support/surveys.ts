import type { Page } from 'playwright-core';
import { signUpMember } from './members';

/** Where a reader's page comes from: a browser context of its own (the journeys' `useBrowser()`). */
type Browser = { newPage: () => Promise<Page> };

/**
 * A new member, in a browser context of their own, answers "Tea" to the English survey at `slug` (the
 * surveys the editors' journeys write ask it first).
 */
export async function answerTea(browser: Browser, slug: string, prefix: string) {
  const reader = await browser.newPage();
  await signUpMember(reader, { prefix, verified: false });
  await reader.goto(`/en/survey/${slug}`);
  await reader.getByRole('radio', { name: 'Tea' }).check();
  await reader.getByRole('button', { name: 'Send my answers' }).click();
  await reader.getByText('Thank you for taking the survey!').waitFor();
  await reader.context().close();
}

/** A new member, in a browser context of their own, answers the demo's survey, noting `comment` to the editors. */
export async function answerDemoSurvey(browser: Browser, comment: string) {
  const reader = await browser.newPage();
  await signUpMember(reader, { prefix: 'survey-answer', verified: false });
  await reader.goto('/khao-sat/khao-sat-ban-doc-2026');
  await reader.getByLabel('Vài lần mỗi tuần').check();
  await reader.getByLabel('Ẩm thực').check();
  await reader.locator('fieldset[data-question="satisfaction"]').getByLabel('4').check();
  await reader.getByRole('textbox', { name: /Bạn muốn nhắn gì với ban biên tập/ }).fill(comment);
  await reader.getByRole('button', { name: 'Gửi câu trả lời' }).click();
  await reader.getByText('Cảm ơn bạn đã tham gia khảo sát!').waitFor();
  await reader.context().close();
}
