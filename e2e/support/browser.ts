import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing reaching out to the network. */
export function useBrowser() {
  const ctx = { baseUrl: inject('baseUrl') } as {
    browser: Browser;
    baseUrl: string;
    newPage: () => Promise<Page>;
  };
  beforeAll(async () => {
    ctx.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
  });
  afterAll(async () => {
    await ctx.browser?.close();
  });
  ctx.newPage = async () => {
    const context = await ctx.browser.newContext({
      baseURL: ctx.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    return context.newPage();
  };
  return ctx;
}
