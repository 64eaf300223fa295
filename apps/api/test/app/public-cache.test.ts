import { articles } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';

const TTL_MS = 300;
const ctx = useTestApp({ cacheTtlMs: TTL_MS });

beforeAll(async () => {
  await createArticle(ctx.database.db, { title: 'Tiêu đề cũ' });
});

describe('public answer cache', () => {
  it('reuses a public answer within the TTL and reads the database again after it', async () => {
    const url = '/v2/latest-article?limit=1';
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBeUndefined();
    const [card] = first.json().data.docs;
    expect(card.title).toBe('Tiêu đề cũ');

    await ctx.database.db.update(articles).set({ title: 'Tiêu đề mới' }).where(eq(articles.id, card._id));
    const second = await ctx.app.inject({ method: 'GET', url });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json().data.docs[0].title).toBe(card.title);

    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    const third = await ctx.app.inject({ method: 'GET', url });
    expect(third.headers['x-cache']).toBeUndefined();
    expect(third.json().data.docs[0].title).toBe('Tiêu đề mới');
  });

  it('keys on the route and the validated query: order, defaults and made-up parameters do not split it', async () => {
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    const first = await ctx.app.inject({ method: 'GET', url: '/v2/latest-article?limit=2&language=vi' });
    expect(first.headers['x-cache']).toBeUndefined();
    const before = ctx.app.publicCacheStats().entries;
    for (const url of [
      '/v2/latest-article?language=vi&limit=2',
      '/v2/latest-article?limit=2',
      '/v2/latest-article?limit=2&x=1',
      '/v2/latest-article?limit=2&bench=42&utm_source=mail',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-cache'], url).toBe('HIT');
      expect(res.body).toBe(first.body);
    }
    expect(ctx.app.publicCacheStats().entries).toBe(before);
    // a different validated query is a different answer
    const other = await ctx.app.inject({ method: 'GET', url: '/v2/latest-article?limit=3' });
    expect(other.headers['x-cache']).toBeUndefined();
  });

  it('drops expired answers by itself, giving their memory back', async () => {
    await ctx.app.inject({ method: 'GET', url: '/v2/latest-article?limit=4' });
    expect(ctx.app.publicCacheStats().entries).toBeGreaterThan(0);
    // the purge runs every max(TTL, 1 s), with nobody asking for the answer again
    await vi.waitFor(() => expect(ctx.app.publicCacheStats()).toEqual({ entries: 0, bytes: 0 }), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('never keeps a rejected request', async () => {
    await ctx.app.inject({ method: 'GET', url: '/v2/latest-article?limit=999' });
    const again = await ctx.app.inject({ method: 'GET', url: '/v2/latest-article?limit=999' });
    expect(again.statusCode).toBe(400);
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('does not cache health checks', async () => {
    await ctx.app.inject({ method: 'GET', url: '/health' });
    const again = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
