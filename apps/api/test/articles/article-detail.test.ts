import type { ArticleCard, ArticleDetail, Envelope } from '@magazine/contracts';
import { articles } from '@magazine/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';

const ctx = useTestApp();

async function get<T>(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

async function someArticle(language: 'vi' | 'en' = 'vi') {
  const { body } = await get<{ docs: ArticleCard[] }>(`/v2/latest-article?language=${language}&limit=50`);
  return body.data.docs;
}

describe('GET /v2/article-detail/:slug', () => {
  it('returns the article with its body as HTML by default', async () => {
    const [card] = await someArticle();
    const { status, body } = await get<ArticleDetail>(`/v2/article-detail/${card!.slug}`);
    expect(status).toBe(200);
    expect(body.data.title).toBe(card!.title);
    expect(typeof body.data.content).toBe('string');
    expect(body.data.content).toContain('<p>');
    expect(body.data.related).toBeUndefined();
    expect(body.data.url_meta.canonical).toBe(`http://magazine.test/${card!.slug}`);
  });

  it('returns blocks with isGetContentAsArray, none with isNoContent, related with isGetRelated', async () => {
    const [card] = await someArticle();
    const asArray = await get<ArticleDetail>(
      `/v2/article-detail/${card!.slug}?isGetContentAsArray=true&isGetRelated=1`,
    );
    expect(Array.isArray(asArray.body.data.content)).toBe(true);
    expect((asArray.body.data.content as { type: string }[]).some((b) => b.type === 'paragraph')).toBe(true);
    expect(asArray.body.data.related!.length).toBeGreaterThan(0);
    expect(asArray.body.data.related!.some((r) => r._id === card!._id)).toBe(false);

    const none = await get<ArticleDetail>(`/v2/article-detail/${card!.slug}?isNoContent=true`);
    expect(none.body.data).not.toHaveProperty('content');
  });

  it('links an article to its translation both ways', async () => {
    const docs = await someArticle('en');
    let found: ArticleDetail | undefined;
    for (const card of docs) {
      const { body } = await get<ArticleDetail>(
        `/v2/article-detail/${card.slug}?language=en&isNoContent=true`,
      );
      if (body.data.translation) {
        found = body.data;
        break;
      }
    }
    expect(found).toBeDefined();
    const back = await get<ArticleDetail>(
      `/v2/article-detail/${found!.translation!.slug}?language=vi&isNoContent=true`,
    );
    expect(back.status).toBe(200);
    expect(back.body.data.translation).toEqual({
      language: 'en',
      slug: found!.slug,
      path: `/en/${found!.slug}`,
    });
    expect(found!.url_meta.alternates).toEqual({
      en: `/en/${found!.slug}`,
      vi: `/${found!.translation!.slug}`,
    });
  });

  it('looks the slug up in the requested language only', async () => {
    const viOnly = (await someArticle('vi')).find(Boolean)!;
    const { status } = await get(`/v2/article-detail/${viOnly.slug}?language=en`);
    // a Vietnamese slug is not an English article unless both languages happen to share it
    const sameSlugInEnglish = await ctx.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.language, 'en'), eq(articles.slug, viOnly.slug)));
    expect(status).toBe(sameSlugInEnglish.length > 0 ? 200 : 404);
  });

  it('answers 404 ARTICLE_NOT_FOUND for an unknown slug, in the envelope', async () => {
    const { status, body } = await get('/v2/article-detail/khong-co-bai-nay');
    expect(status).toBe(404);
    expect(body).toEqual({ errorCode: 404, message: 'ARTICLE_NOT_FOUND', data: null });
  });

  it('hides drafts and articles scheduled for later', async () => {
    const hidden = await ctx.database.db
      .select({ slug: articles.slug, status: articles.status, language: articles.language })
      .from(articles)
      .where(eq(articles.status, 'draft'));
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of hidden.slice(0, 3)) {
      const { status } = await get(`/v2/article-detail/${row.slug}?language=${row.language}`);
      expect(status).toBe(404);
    }
  });

  it('tells clients that an article is a redirect, with its target', async () => {
    const [redirect] = await ctx.database.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.isRedirect, true), eq(articles.language, 'vi')));
    const { body } = await get<ArticleDetail>(`/v2/article-detail/${redirect!.slug}?isNoContent=true`);
    expect(body.data.isRedirect).toBe(true);
    expect(body.data.redirectTo).toMatch(/^\/[a-z0-9-]+$/);
  });

  it('rejects a malformed slug with 400', async () => {
    const { status, body } = await get('/v2/article-detail/Not_A_Slug');
    expect(status).toBe(400);
    expect(body.message).toBe('VALIDATION_ERROR');
  });
});
