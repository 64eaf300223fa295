import { beforeAll, describe, expect, inject, it } from 'vitest';
import { inlineStylesheets, pageWeight, type Weight } from '../bench/lib/weight';
import { latestArticles } from './support/api';

const base = inject('baseUrl');

/**
 * First-visit JavaScript, in KB of gzip, counting every script file the page's HTML references
 * (155 KB on 2026-11-25: React DOM, Next's router and runtime, ~20 KB of the site's own). A byte
 * count is deterministic to a few bytes (see below), so this gate fails the suite when a change
 * makes the pages heavier; lower the figures as the pages get lighter. What the KB are: bench/README.md.
 * Raised from 160 to 161 on 2026-11-29, deliberately: a press before the session is known waits
 * for it (SessionGate), and answers read before a member's action no longer undo it (+0.5 KB).
 * Lowered to 159 on 2026-11-30: the islands' links work out their address without next-intl's
 * navigation code (lib/routing/public-path.ts `localizedHref`; home 161.0 → 159.0, article 160.9
 * → 158.8).
 * Lowered to 156 on 2026-11-30 (second session): page tracking, the one-time notices, the survey
 * invitation's timer and the login and follow-limit prompts are fetched when they are needed,
 * after the page (components/layout/after-load.tsx, decision 0060; home 159.0 → 155.8, article
 * 158.9 → 155.8).
 * Raised to 156.2 on 2026-11-30 (third session), deliberately: a snackbar's ttl no longer starts
 * over when another shows, logout goes home in the page's language, and the terms of use have a
 * localized path (+125 bytes of script); Turbopack then grouped the member provider into another
 * of the site's chunks, and the two chunks compress worse apart (home 155.9 → 156.1 KB, +196
 * bytes of gzip for the +125 of code).
 * The home page's raised to 156.3 on 2026-12-01 with no change to its scripts: two builds of the
 * same sources are not byte-identical (each chunk's gzip moved by 1–2 bytes between two fresh
 * builds here; server action ids and chunk names are in the scripts), and the home page sat at
 * 159 997 bytes, 3 under the 160 000 where the figure rounds to 156.3. CI's build came out over
 * it. The gate keeps a margin of one step (~100 bytes) over what a build may vary by.
 */
const JS_BUDGET_KB = { home: 156.3, article: 156.2 };

/**
 * The stylesheets each page carries inline, in KB uncompressed (home 14.0, article 17.5 on
 * 2026-11-26; 13.9 and 18.6 on 2026-11-29, the docked player's styles loading on first play).
 * Turbopack's graph chunking, told that an inlined chunk costs no request, gives a page its own
 * components' CSS only; at its default cost it merged the whole site's (home 24 KB, 31 before
 * graph chunking). Decisions 0024 and 0042.
 */
const INLINE_CSS_BUDGET_KB = { home: 15, article: 20 };

describe('page weight', () => {
  // a first visit of each page, counted once for the budgets below
  let home: Weight;
  let article: Weight;
  beforeAll(async () => {
    const [card] = await latestArticles('vi', 1);
    home = await pageWeight(`${base}/`);
    article = await pageWeight(`${base}/${card!.slug}`);
  });

  it('keeps the first-visit JavaScript of the home and article pages within budget', () => {
    expect(home.jsKB).toBeLessThanOrEqual(JS_BUDGET_KB.home);
    expect(article.jsKB).toBeLessThanOrEqual(JS_BUDGET_KB.article);
    // the page must still reference its scripts at all (a broken count would pass any budget)
    expect(home.scripts).toBeGreaterThan(3);
    expect(article.jsKB).toBeGreaterThan(50);
  });

  it("keeps each page's inline CSS to its own components' stylesheets", () => {
    expect(home.inlineCssKB).toBeLessThanOrEqual(INLINE_CSS_BUDGET_KB.home);
    expect(article.inlineCssKB).toBeLessThanOrEqual(INLINE_CSS_BUDGET_KB.article);
    // the pages are styled at all: the CSS is inlined, no stylesheet is fetched before the paint
    expect(home.inlineCssKB).toBeGreaterThan(5);
    expect(article.inlineCssKB).toBeGreaterThan(5);
    expect(home.stylesheets + article.stylesheets).toBe(0);
  });

  it('carries each stylesheet once, not again in the RSC payload', async () => {
    const [card] = await latestArticles('vi', 1);
    for (const path of ['/', `/${card!.slug}`]) {
      const html = await (await fetch(`${base}${path}`)).text();
      const sheets = inlineStylesheets(html);
      expect(sheets.length, path).toBeGreaterThan(2);
      for (const text of sheets) {
        // a stretch of the sheet that reads the same JSON-escaped (no quotes, no backslashes)
        const stretch = /[^"\\\n]{40}/.exec(text)?.[0];
        expect(stretch, path).toBeDefined();
        expect(html.split(stretch!).length - 1, `${path}: ${stretch}`).toBe(1);
      }
    }
  });

  it('offers no polyfills for browsers without modules, which no supported browser loads', async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/);
    expect(html).not.toMatch(/noModule/i);
  });

  it('loads the largest image of the home and article pages first, and every other image lazily', async () => {
    const [card] = await latestArticles('vi', 1);
    for (const path of ['/', '/en', `/${card!.slug}`]) {
      const html = await (await fetch(`${base}${path}`)).text();
      const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
        eager: /\bloading="eager"/.test(tag),
        high: /\bfetchPriority="high"/i.test(tag),
        lazy: /\bloading="lazy"/.test(tag),
        asyncDecoding: /\bdecoding="async"/.test(tag),
      }));
      // the lead card's image (home) or the hero (article): the page's largest contentful paint
      const first = images.filter((image) => image.eager);
      expect(first, path).toEqual([{ eager: true, high: true, lazy: false, asyncDecoding: false }]);
      expect(images.length, path).toBeGreaterThan(3);
      expect(
        images.filter((image) => !image.eager).every((image) => image.lazy && !image.high),
        path,
      ).toBe(true);
    }
  });
});
