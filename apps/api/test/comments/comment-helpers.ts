// Requests and rows for the comment tests: the routes as a member or the staff calls them, and
// comments inserted directly when a test is about reading or moderating rather than posting.
import type { CommentItem, CommentPage } from '@magazine/contracts';
import { comments, type Db } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { TestContext } from '../helpers/build-test-app';
import { httpOf, type Reply } from '../helpers/http';

type Headers = Record<string, string>;

export function commentsApi(ctx: TestContext) {
  const http = httpOf(ctx);
  const send = async <T>(method: 'PUT' | 'DELETE', url: string, payload: unknown, headers: Headers) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() } as Reply<T>;
  };
  return {
    ...http,
    send,
    list: (query: string, headers: Headers = {}) => http.get<CommentPage>(`/v2/comments?${query}`, headers),
    postComment: (payload: unknown, headers: Headers) =>
      http.post<CommentItem>('/v2/comments', payload, headers),
    edit: (id: string, payload: unknown, headers: Headers) =>
      send<CommentItem>('PUT', `/v2/comment/${id}`, payload, headers),
    remove: (id: string, headers: Headers) => send('DELETE', `/v2/comment/${id}`, undefined, headers),
    report: (id: string, payload: unknown, headers: Headers) =>
      http.post(`/v2/comment/${id}/report`, payload, headers),
  };
}

export type NewRow = Partial<typeof comments.$inferInsert> & { articleId: string };

/** One comment row, published and from now unless told otherwise. */
export async function insertComment(db: Db, fields: NewRow) {
  const [row] = await db
    .insert(comments)
    .values({ id: uuidv7(), body: `Bình luận ${Math.random()}`, status: 'published', ...fields })
    .returning();
  return row!;
}

export async function commentRow(db: Db, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

/** Moves a comment's posting time back, as if it had been written `minutes` ago. */
export async function ageComment(db: Db, id: string, minutes: number) {
  await db
    .update(comments)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(comments.id, id));
}
