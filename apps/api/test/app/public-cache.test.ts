import { articles } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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
