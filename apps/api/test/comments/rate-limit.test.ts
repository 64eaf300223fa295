import { comments } from '@magazine/db';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';
import { createMember, type TestMember } from '../helpers/members';
import { commentsApi, insertComment } from './comment-helpers';

// the real limits (5 a minute, 30 an hour per member), not the test scale of the other files
const ctx = useTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
const api = commentsApi(ctx);

let article: { id: string };
let eager: TestMember;
let calm: TestMember;

beforeAll(async () => {
  const db = ctx.database.db;
  article = await createArticle(db);
  eager = await createMember(db);
  calm = await createMember(db);
});

async function commentsBy(userId: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(comments)
    .where(eq(comments.userId, userId));
  return row!.n;
}

describe('posting rate limit', () => {
  it('refuses the sixth comment in a minute with 429 and the wait, for that member only', async () => {
    const before = await commentsBy(eager.id);
    for (let i = 1; i <= 5; i++) {
      const res = await api.postComment({ articleId: article.id, body: `Bình luận ${i}` }, eager.headers);
      expect(res.status, `comment ${i}`).toBe(200);
    }
    const refused = await api.postComment({ articleId: article.id, body: 'Thêm nữa' }, eager.headers);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe(429);
    expect(refused.body.message).toBe('TOO_MANY_REQUESTS');
    expect((refused.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(
      0,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await commentsBy(eager.id)).toBe(before + 5);

    // keyed on the member, not the address: another member posts from the same place
    const other = await api.postComment({ articleId: article.id, body: 'Tôi thì được' }, calm.headers);
    expect(other.status).toBe(200);
  });

  it('leaves editing and deleting outside the posting limit', async () => {
    const own = await insertComment(ctx.database.db, { articleId: article.id, userId: eager.id });
    expect((await api.edit(own.id, { body: 'Sửa lại' }, eager.headers)).status).toBe(200);
    expect((await api.remove(own.id, eager.headers)).status).toBe(200);
  });
});
