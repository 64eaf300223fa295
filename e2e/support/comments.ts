import type { Page } from 'playwright-core';
import { fillLogIn } from './members';

/** The article `slug`, scrolled to its comments, once they have loaded. */
export async function openComments(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await page.locator('#comments[data-state="idle"]').waitFor();
}

/** The login the comments' prompt offers, by email, and back to the article `slug`. */
export async function logInFromPrompt(page: Page, member: { email: string; password: string }, slug: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Đăng nhập để bình luận').waitFor();
  await dialog.getByRole('link', { name: 'Đăng nhập' }).click();
  await page.waitForURL(/\/login/);
  await page.getByRole('link', { name: /email/i }).first().click();
  await fillLogIn(page, member.email, member.password);
  await page.waitForURL((url) => url.pathname === `/${slug}`);
}
