import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, minutesAgo } from '../helpers/factories';

const ctx = useTestApp();

beforeAll(async () => {
  // five pages of five, so every handler has rows to read and map
  for (let i = 0; i < 25; i++) await createArticle(ctx.database.db, { publishedAt: minutesAgo(i + 1) });
});

describe('shutdown', () => {
  it('waits for running handlers before the database may be closed', async () => {
    let answered = false;
    const pending = Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ctx.app.inject({ method: 'GET', url: `/v2/latest-article?page=${i + 1}&limit=5` }),
      ),
    ).then((responses) => {
      answered = true;
      return responses;
    });
    await new Promise((r) => setImmediate(r)); // let the requests reach their handlers
    await ctx.app.handlersSettled(5_000);
    await new Promise((r) => setImmediate(r));
    expect(answered).toBe(true);
    const responses = await pending;
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(responses.every((res) => res.json().data.docs.length === 5)).toBe(true);
  });
});
