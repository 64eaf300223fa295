import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './support/browser';
import { logInAsStaff } from './support/members';
import { answerTea } from './support/surveys';

// With JavaScript, what is typed in the survey editor outlives a refusal: a session that ended
// while it was written, an edit that meets the survey's first answer (survey-editors.spec.ts
// writes and rewrites surveys, and meets a first answer without JavaScript).

const ctx = useBrowser();

describe('survey editor refusals', () => {
  it('a session that ends while a survey is being written: told so with nothing lost, saved once logged in again', async () => {
    const page = await ctx.newPage();
    await logInAsStaff(page);
    await page.goto('/en/survey-results/new');
    await hydrated(page);
    const title = `Session ended ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    const first = page.locator('[data-question-block="0"]');
    await first.getByLabel('Question').fill('Tea or coffee?');
    await first.getByLabel('Choices (one per line)').fill('Tea\nCoffee');
    // the session ends meanwhile (it used to take the editor to the login page, and the survey was lost)
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Create survey' }).click();
    await page.locator('[data-snackbar="error"]', { hasText: 'Your session has ended' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/survey-results/new');
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    expect(await first.getByLabel('Choices (one per line)').inputValue()).toBe('Tea\nCoffee');
    // the header says so too (SPEC §4 INVALID_TOKEN), before the login in another tab
    await page.locator('[data-auth="anonymous"]').waitFor();

    const other = await page.context().newPage();
    await logInAsStaff(other);
    await other.close();
    await page.getByRole('button', { name: 'Create survey' }).click();
    await page.waitForURL((url) => url.pathname === '/en/survey-results' && url.searchParams.has('id'));
    const line = page.locator('[data-survey-line]', { hasText: title });
    expect(await line.locator('[data-survey-state]').textContent()).toBe('open');
    // closed: the demo's survey stays the one readers are invited to (surveys.spec)
    await line.getByRole('button', { name: `Close “${title}”` }).click();
    await expect.poll(() => line.locator('[data-survey-state]').textContent()).toBe('closed');
    await page.context().close();
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
    await answerTea(ctx, slug, 'survey-edit-met');
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
