import type { ArticleCard, ArticleDetail, ArticlePage } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, minutesAgo } from '../helpers/factories';
import { createMember } from '../helpers/members';
import { commentsApi, insertComment } from './comment-helpers';

const ctx = useTestApp();
const api = commentsApi(ctx);

let busy: Awaited<ReturnType<typeof createArticle>>;
let quiet: Awaited<ReturnType<typeof createArticle>>;

beforeAll(async () => {
  const db = ctx.database.db;
  busy = await createArticle(db, { publishedAt: minutesAgo(5), viewCount: 100 });
  quiet = await createArticle(db, { publishedAt: minutesAgo(10), viewCount: 50 });
  const m = (await createMember(db)).id;
  const articleId = busy.id;
  // counted: a, its reply e, and b1 (a reply kept under its deleted comment)
  const a = await insertComment(db, { articleId, userId: m });
  await insertComment(db, { articleId, userId: m, parentId: a.id });
  await insertComment(db, { articleId, userId: m, parentId: a.id, deletedAt: new Date() });
  const b = await insertComment(db, { articleId, userId: m, deletedAt: new Date() });
  await insertComment(db, { articleId, userId: m, parentId: b.id });
  // not counted: held, hidden, and a reply under a hidden comment
  await insertComment(db, { articleId, userId: m, status: 'pending' });
  const d = await insertComment(db, { articleId, userId: m, status: 'hidden' });
  await insertComment(db, { articleId, userId: m, parentId: d.id });
  // another article's comments stay there
  await insertComment(db, { articleId: quiet.id, userId: m, status: 'pending' });
});

const countsOf = (cards: ArticleCard[]) =>
  Object.fromEntries(
    cards.filter((c) => [busy.id, quiet.id].includes(c._id)).map((c) => [c._id, c.commentCount]),
  );

describe('comment counts on cards', () => {
  it('counts published, not deleted comments on every card list and on the article page', async () => {
    const expected = { [busy.id]: 3, [quiet.id]: 0 };
    const latest = await api.get<ArticlePage>('/v2/latest-article?language=vi');
    expect(countsOf(latest.body.data.docs)).toEqual(expected);
    const popular = await api.get<ArticleCard[]>('/v2/recommend-popular-article?language=vi');
    expect(countsOf(popular.body.data)).toEqual(expected);
    const detail = await api.get<ArticleDetail>(`/v2/article-detail/${busy.slug}?isGetRelated=true`);
    expect(detail.body.data.commentCount).toBe(3);
    expect(countsOf(detail.body.data.related ?? [])).toEqual({ [quiet.id]: 0 });
  });

  it('agrees with the total a visitor sees under the article', async () => {
    const list = await api.list(`articleId=${busy.id}`);
    expect(list.body.data.total).toBe(3);
    const shown = list.body.data.docs.flatMap((t) => [t, ...t.replies]).filter((c) => !c.deleted);
    expect(shown).toHaveLength(3);
  });
});
