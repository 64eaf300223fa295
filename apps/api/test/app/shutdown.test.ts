import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';

const ctx = useTestApp({ articlesPerLanguage: 32 });

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
    expect((await pending).every((res) => res.statusCode === 200)).toBe(true);
  });
});
