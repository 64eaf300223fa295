import type { ArticlePage, FollowedPage } from '@magazine/contracts';
import { articles } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createAuthor, createSeries, createTopic } from '../helpers/factories';
import { expectFieldError, httpOf, idsOf } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);

let owner: TestMember;
let other: TestMember;
const saved: { id: string }[] = [];

beforeAll(async () => {
  const db = ctx.database.db;
  owner = await createMember(db);
  other = await createMember(db);
  for (let i = 0; i < 5; i++) saved.push(await createArticle(db));
  // bookmarked one after the other, so the newest bookmark is the last one
  for (const article of saved) await http.post(`/bookmark/bookmark-article/${article.id}`, {}, owner.headers);
  await http.post('/v2/like/article', { articleId: saved[1]!.id }, owner.headers);
  await http.post(`/bookmark/bookmark-article/${saved[0]!.id}`, {}, other.headers);
});

describe('the profile tabs’ lists', () => {
  it('pages the bookmarked articles, newest bookmark first, and only the member’s own', async () => {
    const first = await http.get<ArticlePage>('/v2/member/bookmarked-articles?limit=2', owner.headers);
    expect(first.body.data).toMatchObject({ page: 1, limit: 2, hasNextPage: true });
    expect(idsOf(first.body.data.docs)).toEqual([saved[4]!.id, saved[3]!.id]);
    const last = await http.get<ArticlePage>('/v2/member/bookmarked-articles?limit=2&page=3', owner.headers);
    expect(idsOf(last.body.data.docs)).toEqual([saved[0]!.id]);
    expect(last.body.data.hasNextPage).toBe(false);
    const past = await http.get<ArticlePage>('/v2/member/bookmarked-articles?limit=2&page=9', owner.headers);
    expect(past.body.data.docs).toEqual([]);
    const theirs = await http.get<ArticlePage>('/v2/member/bookmarked-articles', other.headers);
    expect(idsOf(theirs.body.data.docs)).toEqual([saved[0]!.id]);
  });

  it('leaves out an article taken down, and shows it again when it comes back', async () => {
    const db = ctx.database.db;
    await db.update(articles).set({ status: 'draft' }).where(eq(articles.id, saved[4]!.id));
    const hidden = await http.get<ArticlePage>('/v2/member/bookmarked-articles', owner.headers);
    expect(idsOf(hidden.body.data.docs)).not.toContain(saved[4]!.id);
    await db.update(articles).set({ status: 'published' }).where(eq(articles.id, saved[4]!.id));
    const back = await http.get<ArticlePage>('/v2/member/bookmarked-articles', owner.headers);
    expect(idsOf(back.body.data.docs)[0]).toBe(saved[4]!.id);
  });

  it('leaves out an article whose content moved (a redirect), and pages past it as if it were not there', async () => {
    const db = ctx.database.db;
    await db
      .update(articles)
      .set({ isRedirect: true, redirectTo: '/noi-dung-moi' })
      .where(eq(articles.id, saved[3]!.id));
    const first = await http.get<ArticlePage>('/v2/member/bookmarked-articles?limit=2', owner.headers);
    expect(idsOf(first.body.data.docs)).toEqual([saved[4]!.id, saved[2]!.id]);
    expect(first.body.data.hasNextPage).toBe(true);
    const second = await http.get<ArticlePage>(
      '/v2/member/bookmarked-articles?limit=2&page=2',
      owner.headers,
    );
    expect(idsOf(second.body.data.docs)).toEqual([saved[1]!.id, saved[0]!.id]);
    expect(second.body.data.hasNextPage).toBe(false);
    await db
      .update(articles)
      .set({ isRedirect: false, redirectTo: null })
      .where(eq(articles.id, saved[3]!.id));
    const back = await http.get<ArticlePage>('/v2/member/bookmarked-articles?limit=2', owner.headers);
    expect(idsOf(back.body.data.docs)).toEqual([saved[4]!.id, saved[3]!.id]);
  });

  it('lists the liked articles', async () => {
    const liked = await http.get<ArticlePage>('/v2/member/liked-articles', owner.headers);
    expect(idsOf(liked.body.data.docs)).toEqual([saved[1]!.id]);
    expect((await http.get<ArticlePage>('/v2/member/liked-articles', other.headers)).body.data.docs).toEqual(
      [],
    );
  });

  it('lists followed topics, authors and series named in the requested language', async () => {
    const db = ctx.database.db;
    const topic = await createTopic(db, {
      nameVi: 'Ẩm thực',
      nameEn: 'Food',
      slugVi: 'am-thuc',
      slugEn: 'food',
    });
    const author = await createAuthor(db, { name: 'Trần Minh' });
    const series = await createSeries(db, { titleVi: 'Phố đêm', titleEn: 'Night streets' });
    for (const [kind, id] of [
      ['topic', topic.id],
      ['author', author.id],
      ['series', series.id],
    ] as const)
      await http.post(`/v2/follow/${kind}/${id}`, {}, owner.headers);

    const topicsEn = await http.get<FollowedPage>('/v2/member/following/topic?language=en', owner.headers);
    expect(topicsEn.body.data.docs).toEqual([
      { kind: 'topic', _id: topic.id, slug: 'food', name: 'Food', followedAt: expect.any(String) },
    ]);
    const topicsVi = await http.get<FollowedPage>('/v2/member/following/topic', owner.headers);
    expect(topicsVi.body.data.docs[0]).toMatchObject({ slug: 'am-thuc', name: 'Ẩm thực' });
    const authors = await http.get<FollowedPage>('/v2/member/following/author', owner.headers);
    expect(authors.body.data.docs.map((d) => d.name)).toEqual(['Trần Minh']);
    const seriesVi = await http.get<FollowedPage>('/v2/member/following/series', owner.headers);
    expect(seriesVi.body.data.docs.map((d) => d.name)).toEqual(['Phố đêm']);
    expect(
      (await http.get<FollowedPage>('/v2/member/following/topic', other.headers)).body.data.docs,
    ).toEqual([]);
  });

  it('refuses without a token, and names a bad kind or page', async () => {
    for (const path of [
      '/v2/member/bookmarked-articles',
      '/v2/member/liked-articles',
      '/v2/member/following/topic',
    ]) {
      const res = await http.get(path);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('INVALID_TOKEN');
    }
    expectFieldError(await http.get('/v2/member/following/tag', owner.headers), 'kind');
    expectFieldError(await http.get('/v2/member/bookmarked-articles?page=0', owner.headers), 'page');
    expectFieldError(await http.get('/v2/member/liked-articles?limit=1000', owner.headers), 'limit');
  });
});
