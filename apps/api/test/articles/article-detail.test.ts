import type { ArticleCard, ArticleDetail, ArticlePage, Envelope } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import {
  createArticle,
  createAuthor,
  createSeries,
  createTopic,
  createTranslationPair,
  minutesAgo,
  minutesFromNow,
} from '../helpers/factories';

const ctx = useTestApp();

async function get<T>(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

type Row = Awaited<ReturnType<typeof createArticle>>;
const rows = {} as Record<
  | 'article'
  | 'sameTopic'
  | 'otherTopic'
  | 'draftSameTopic'
  | 'englishSameTopic'
  | 'draft'
  | 'scheduled'
  | 'scheduledDue'
  | 'redirect',
  Row
>;
let pair: { vi: Row; en: Row };
let community: { vi: Row; en: Row };
let untranslated: { vi: Row; en: Row };

beforeAll(async () => {
  const db = ctx.database.db;
  const [topic, otherTopic] = [await createTopic(db), await createTopic(db)];
  rows.article = await createArticle(db, { topicId: topic.id, title: 'Đường phố Sài Gòn về đêm' });
  rows.sameTopic = await createArticle(db, { topicId: topic.id, publishedAt: minutesAgo(10) });
  rows.otherTopic = await createArticle(db, { topicId: otherTopic.id });
  rows.draftSameTopic = await createArticle(db, { topicId: topic.id, status: 'draft' });
  rows.englishSameTopic = await createArticle(db, { topicId: topic.id, language: 'en' });
  rows.draft = await createArticle(db, { status: 'draft' });
  rows.scheduled = await createArticle(db, { status: 'scheduled', publishedAt: minutesFromNow(60) });
  rows.scheduledDue = await createArticle(db, { status: 'scheduled', publishedAt: minutesAgo(5) });
  // in the article's topic and the newest of all: it would head every list it is allowed into
  rows.redirect = await createArticle(db, {
    topicId: topic.id,
    publishedAt: minutesAgo(1),
    isRedirect: true,
    redirectTo: `/${rows.otherTopic.slug}`,
  });
  pair = await createTranslationPair(db, {
    vi: { slug: 'pho-bo-ha-noi', title: 'Phở bò Hà Nội' },
    en: { slug: 'hanoi-beef-pho', title: 'Hanoi beef pho' },
  });
  untranslated = await createTranslationPair(db, { en: { status: 'draft' } });
  community = await createTranslationPair(db, {
    vi: { slug: 'cho-que-cua-toi', openPublishing: true },
    en: { slug: 'my-village-market', openPublishing: true },
  });
});

describe('GET /v2/article-detail/:slug', () => {
  it('returns the article with its body as HTML by default', async () => {
    const { status, body } = await get<ArticleDetail>(`/v2/article-detail/${rows.article.slug}`);
    expect(status).toBe(200);
    expect(body.data.title).toBe('Đường phố Sài Gòn về đêm');
    expect(typeof body.data.content).toBe('string');
    expect(body.data.content).toContain('<p>');
    expect(body.data.related).toBeUndefined();
    expect(body.data.url_meta.canonical).toBe(`http://magazine.test/${rows.article.slug}`);
  });

  it('returns blocks with isGetContentAsArray, none with isNoContent, related with isGetRelated', async () => {
    const asArray = await get<ArticleDetail>(
      `/v2/article-detail/${rows.article.slug}?isGetContentAsArray=true&isGetRelated=1`,
    );
    expect(Array.isArray(asArray.body.data.content)).toBe(true);
    expect((asArray.body.data.content as { type: string }[]).some((b) => b.type === 'paragraph')).toBe(true);
    // related: live, same topic and language, not the article itself
    expect(asArray.body.data.related!.map((r) => r._id)).toEqual([rows.sameTopic.id]);

    const none = await get<ArticleDetail>(`/v2/article-detail/${rows.article.slug}?isNoContent=true`);
    expect(none.body.data).not.toHaveProperty('content');
  });

  it('gives related cards exactly as the listings give those articles', async () => {
    const db = ctx.database.db;
    const topic = await createTopic(db);
    const author = await createAuthor(db);
    const inSeries = await createSeries(db);
    const rich = await createArticle(db, {
      topicId: topic.id,
      seriesId: inSeries.id,
      authorIds: [author.id],
      publishedAt: minutesAgo(30),
    });
    const reader = await createArticle(db, { topicId: topic.id, publishedAt: minutesAgo(20) });
    const { body } = await get<ArticleDetail>(
      `/v2/article-detail/${reader.slug}?isNoContent=true&isGetRelated=true`,
    );
    const latest = await get<ArticlePage>(`/v2/latest-article?groupTopic=${topic.slugVi}`);
    const listed = latest.body.data.docs.find((card) => card._id === rich.id);
    expect(listed?.authors.map((a) => a._id)).toEqual([author.id]);
    expect(listed?.series?._id).toBe(inSeries.id);
    expect(body.data.related).toEqual([listed]);
  });

  it('relates an article without a topic to the newest of its language, at most four', async () => {
    const db = ctx.database.db;
    const loner = await createArticle(db, { publishedAt: minutesAgo(2) });
    const { body } = await get<ArticleDetail>(
      `/v2/article-detail/${loner.slug}?isNoContent=true&isGetRelated=true`,
    );
    const latest = await get<ArticlePage>('/v2/latest-article?limit=6');
    const newest = latest.body.data.docs.filter((card: ArticleCard) => card._id !== loner.id).slice(0, 4);
    expect(newest).toHaveLength(4);
    expect(body.data.related!.map((r) => r._id)).toEqual(newest.map((r) => r._id));
  });

  it('links an article to its translation both ways', async () => {
    const { body } = await get<ArticleDetail>(
      `/v2/article-detail/${pair.en.slug}?language=en&isNoContent=true`,
    );
    const found = body.data;
    expect(found.translation).toEqual({
      language: 'vi',
      slug: pair.vi.slug,
      path: `/${pair.vi.slug}`,
      openPublishing: false,
    });
    const back = await get<ArticleDetail>(
      `/v2/article-detail/${found.translation!.slug}?language=vi&isNoContent=true`,
    );
    expect(back.status).toBe(200);
    expect(back.body.data.translation).toEqual({
      language: 'en',
      slug: found.slug,
      path: `/en/${found.slug}`,
      openPublishing: false,
    });
    expect(found.url_meta.alternates).toEqual({
      en: `/en/${found.slug}`,
      vi: `/${found.translation!.slug}`,
    });
  });

  it('has no translation when the other language is not live', async () => {
    const { vi } = untranslated;
    const { body } = await get<ArticleDetail>(`/v2/article-detail/${vi.slug}?isNoContent=true`);
    expect(body.data.translation).toBeNull();
    expect(body.data.url_meta.alternates).toEqual({ vi: `/${vi.slug}` });
  });

  it('looks the slug up in the requested language only', async () => {
    expect((await get(`/v2/article-detail/${pair.vi.slug}?language=vi`)).status).toBe(200);
    expect((await get(`/v2/article-detail/${pair.vi.slug}?language=en`)).status).toBe(404);
    expect((await get(`/v2/article-detail/${pair.en.slug}?language=vi`)).status).toBe(404);
  });

  it('answers 404 ARTICLE_NOT_FOUND for an unknown slug, in the envelope', async () => {
    const { status, body } = await get('/v2/article-detail/khong-co-bai-nay');
    expect(status).toBe(404);
    expect(body).toEqual({ errorCode: 404, message: 'ARTICLE_NOT_FOUND', data: null });
  });

  it('hides drafts and articles scheduled for later, shows scheduled ones whose time has come', async () => {
    for (const row of [rows.draft, rows.scheduled]) {
      const { status } = await get(`/v2/article-detail/${row.slug}?language=${row.language}`);
      expect(status).toBe(404);
    }
    const { status } = await get(`/v2/article-detail/${rows.scheduledDue.slug}`);
    expect(status).toBe(200);
  });

  it('tells clients that an article is a redirect, with its target', async () => {
    const { body } = await get<ArticleDetail>(`/v2/article-detail/${rows.redirect.slug}?isNoContent=true`);
    expect(body.data.isRedirect).toBe(true);
    expect(body.data.redirectTo).toBe(`/${rows.otherTopic.slug}`);
  });

  it('leaves a redirect article out of lists and related cards: its card would open another story', async () => {
    const latest = await get<ArticlePage>('/v2/latest-article?language=vi&limit=50');
    const latestIds = latest.body.data.docs.map((a) => a._id);
    expect(latestIds).toContain(rows.article.id);
    expect(latestIds).not.toContain(rows.redirect.id);
    const { body } = await get<ArticleDetail>(`/v2/article-detail/${rows.sameTopic.slug}?isGetRelated=true`);
    expect(body.data.related!.map((r) => r._id)).toEqual([rows.article.id]);
  });

  it('reads an open-publishing piece at /open-publishing/[slug], in every list and link', async () => {
    const { vi, en } = community;
    const { body } = await get<ArticleDetail>(`/v2/article-detail/${vi.slug}?isNoContent=true`);
    expect(body.data).toMatchObject({ openPublishing: true, path: `/open-publishing/${vi.slug}` });
    expect(body.data.url_meta.path).toBe(`/open-publishing/${vi.slug}`);
    expect(body.data.url_meta.canonical).toMatch(new RegExp(`/open-publishing/${vi.slug}$`));
    expect(body.data.translation).toEqual({
      language: 'en',
      slug: en.slug,
      path: `/en/open-publishing/${en.slug}`,
      openPublishing: true,
    });
    const latest = await get<ArticlePage>('/v2/latest-article?language=en&limit=50');
    const card = latest.body.data.docs.find((a) => a._id === en.id);
    expect(card).toMatchObject({ openPublishing: true, path: `/en/open-publishing/${en.slug}` });
    const newsroom = latest.body.data.docs.find((a) => a._id === pair.en.id);
    expect(newsroom).toMatchObject({ openPublishing: false, path: `/en/${pair.en.slug}` });
  });

  it('marks an adults-only article and its cards, whose text it still gives (the page asks the reader)', async () => {
    const adult = await createArticle(ctx.database.db, { adultOnly: true });
    const { status, body } = await get<ArticleDetail>(`/v2/article-detail/${adult.slug}`);
    expect(status).toBe(200);
    expect(body.data.adultOnly).toBe(true);
    expect(body.data.content).toContain('<p>');
    const other = await get<ArticleDetail>(`/v2/article-detail/${rows.article.slug}?isNoContent=true`);
    expect(other.body.data.adultOnly).toBe(false);
    // its cards carry the mark too, so a list can show it before the click
    const latest = await get<ArticlePage>('/v2/latest-article?limit=50');
    expect(latest.body.data.docs.find((a) => a._id === adult.id)?.adultOnly).toBe(true);
    expect(latest.body.data.docs.find((a) => a._id === rows.article.id)?.adultOnly).toBe(false);
  });

  it('rejects a malformed slug with 400', async () => {
    const { status, body } = await get('/v2/article-detail/Not_A_Slug');
    expect(status).toBe(400);
    expect(body.message).toBe('VALIDATION_ERROR');
  });
});
