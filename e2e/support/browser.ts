import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** What Chromium writes to the console when the page's Content-Security-Policy stops something. */
const POLICY_VIOLATION = /Content Security Policy|Refused to (execute|load|apply|connect|frame)/i;

/**
 * Debian's Chromium, headless, with nothing reaching out to the network. Every page any journey
 * opens, through `newPage` or the browser's own `newContext`/`newPage`, is watched for
 * Content-Security-Policy violations, and the file fails at the end if there was one: the site's
 * policy (script hashes, apps/web/script-policy.mjs) must allow everything the site itself does.
 * A test that provokes a violation on purpose takes it off `violations` after checking it.
 */
export function useBrowser() {
  const ctx = { baseUrl: inject('baseUrl'), violations: [] } as unknown as {
    browser: Browser;
    baseUrl: string;
    violations: string[];
    newPage: () => Promise<Page>;
    withoutScripts: (page: Page) => Promise<Page>;
  };
  const watch = (context: BrowserContext) => {
    context.on('console', (message) => {
      if (POLICY_VIOLATION.test(message.text()))
        ctx.violations.push(`${message.page()?.url() ?? '?'}: ${message.text().slice(0, 300)}`);
    });
  };
  beforeAll(async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    const newContext = browser.newContext.bind(browser);
    const newPage = browser.newPage.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      watch(context);
      return context;
    };
    browser.newPage = async (options) => {
      const page = await newPage(options);
      watch(page.context());
      return page;
    };
    ctx.browser = browser;
  });
  afterAll(async () => {
    await ctx.browser?.close();
    expect(ctx.violations, 'Content-Security-Policy violations on the site’s pages').toEqual([]);
  });
  ctx.newPage = async () => {
    const context = await ctx.browser.newContext({
      baseURL: ctx.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    return context.newPage();
  };
  /** The same reader (the cookies of `page`'s context: its login) in a browser without JavaScript; `page`'s context is closed. */
  ctx.withoutScripts = async (page: Page) => {
    const context = await ctx.browser.newContext({
      baseURL: ctx.baseUrl,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    await page.context().close();
    return context.newPage();
  };
  return ctx;
}

/**
 * The page's client components are running: the header has learned the login state, which it
 * renders only after hydration (`load` may come before it). A click before then is handled by the
 * browser alone.
 */
export async function hydrated(page: Page) {
  await page.locator('[data-auth="anonymous"], [data-auth="member"]').first().waitFor();
}

/**
 * Holds the page's POSTs to `url` until `release()` (what a reader does while an answer is on its
 * way); `stop()` lets later ones through again.
 */
export async function holdPosts(page: Page, url: string | ((url: URL) => boolean)) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  return { release, stop: () => page.unroute(url) };
}
