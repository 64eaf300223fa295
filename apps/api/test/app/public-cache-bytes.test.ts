import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';

// a bound of 40 KB: a handful of latest-article pages fit, a hundred do not
const MAX_BYTES = 40 * 1024;
const ctx = useTestApp({ cacheTtlMs: 60_000, env: { PUBLIC_CACHE_MAX_BYTES: String(MAX_BYTES) } });

describe('public answer cache bound', () => {
  it('never holds more bytes than its bound, evicting the least recently used', async () => {
    for (let i = 0; i < 6; i++) await createArticle(ctx.database.db);
    for (let page = 1; page <= 100; page++) {
      await ctx.app.inject({ method: 'GET', url: `/v2/latest-article?limit=6&page=${page}` });
      expect(ctx.app.publicCacheStats().bytes).toBeLessThanOrEqual(MAX_BYTES);
    }
    const { entries } = ctx.app.publicCacheStats();
    expect(entries).toBeGreaterThan(1);
    expect(entries).toBeLessThan(100);
    // the newest answer is still there, the first one went
    const newest = await ctx.app.inject({ method: 'GET', url: '/v2/latest-article?limit=6&page=100' });
    expect(newest.headers['x-cache']).toBe('HIT');
    const oldest = await ctx.app.inject({ method: 'GET', url: '/v2/latest-article?limit=6&page=1' });
    expect(oldest.headers['x-cache']).toBeUndefined();
  });
});
