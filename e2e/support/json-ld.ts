import type { Page } from 'playwright-core';

/** Every JSON-LD block of the page, parsed (a syntax error fails the test). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}
