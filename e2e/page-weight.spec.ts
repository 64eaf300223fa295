import { describe, expect, inject, it } from 'vitest';
import { pageWeight } from '../bench/lib/weight';
import { latestArticles } from './support/api';

const base = inject('baseUrl');

/**
 * First-visit JavaScript, in KB of gzip, counting every script file the page's HTML references
 * (the `noModule` polyfills for old browsers included, ~40 KB). A byte count is deterministic, so
 * this gate fails the suite when a change makes the pages heavier; lower the figures as the pages
 * get lighter. What the KB are: bench/README.md.
 */
const JS_BUDGET_KB = { home: 215, article: 215 };

describe('page weight', () => {
  it('keeps the first-visit JavaScript of the home and article pages within budget', async () => {
    const [card] = await latestArticles('vi', 1);
    const home = await pageWeight(`${base}/`);
    const article = await pageWeight(`${base}/${card!.slug}`);
    expect(home.jsKB).toBeLessThanOrEqual(JS_BUDGET_KB.home);
    expect(article.jsKB).toBeLessThanOrEqual(JS_BUDGET_KB.article);
    // the page must still reference its scripts at all (a broken count would pass any budget)
    expect(home.scripts).toBeGreaterThan(3);
    expect(article.jsKB).toBeGreaterThan(50);
  });
});
