import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A tracking event a page sent (`/api/tracking/<kind>`), with what the site answered. */
export type Sent = { kind: string; body: Record<string, unknown>; status: number };

/**
 * Every tracking event the page sends from now on. The page tracker comes with the parts fetched
 * after the page (apps/web/components/layout/after-load.tsx) and starts once the title is there:
 * a journey that needs it running (a click it must count, a notice that comes with it) waits for
 * the page's `view-page` first; the header being hydrated is not enough.
 */
export function recordTracking(page: Page): Sent[] {
  const sent: Sent[] = [];
  // (answers, not finished requests: one sent as the page is left is never reported finished)
  page.on('response', (response) => {
    const match = /\/api\/tracking\/([\w-]+)$/.exec(response.url());
    if (!match) return;
    sent.push({ kind: match[1]!, body: response.request().postDataJSON(), status: response.status() });
  });
  return sent;
}

/** Waits up to 10 s for `found` to hold of what was sent; fails saying `what` and what was sent. */
export async function until(sent: Sent[], found: (s: Sent[]) => boolean, what: string) {
  for (let i = 0; i < 100 && !found(sent); i++) await new Promise((r) => setTimeout(r, 100));
  expect(
    found(sent),
    `${what}: ${JSON.stringify(sent.map((s) => [s.kind, s.body.slug, s.body.percent]))}`,
  ).toBe(true);
}

/** The events of one kind, of one page's slug if given. */
export const of = (sent: Sent[], kind: string, slug?: string) =>
  sent.filter((s) => s.kind === kind && (slug === undefined || s.body.slug === slug));
