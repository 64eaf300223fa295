import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

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
      args: CHROMIUM_FLAGS,
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
