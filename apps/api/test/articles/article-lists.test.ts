import { type ArticleCard, type Envelope, FEATURE_ARTICLE_LIMIT } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, minutesAgo } from '../helpers/factories';

const ctx = useTestApp();

async function list(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Envelope<ArticleCard[]> };
}

const featuredIds = { vi: new Set<string>(), en: new Set<string>() };

beforeAll(async () => {
  const db = ctx.database.db;
  // more featured Vietnamese articles than the list shows, two English ones
  for (let i = 0; i < FEATURE_ARTICLE_LIMIT + 2; i++) {
    const row = await createArticle(db, { isFeatured: true, publishedAt: minutesAgo(i + 1) });
    featuredIds.vi.add(row.id);
  }
  for (let i = 0; i < 2; i++) {
    const row = await createArticle(db, { language: 'en', isFeatured: true });
    featuredIds.en.add(row.id);
  }
  await createArticle(db, { isFeatured: true, status: 'draft' });
  // four editor picks (one English), plain articles beside them
  for (let i = 0; i < 3; i++) await createArticle(db, { isEditorPick: true });
  await createArticle(db, { isEditorPick: true, language: 'en' });
  await createArticle(db, { isEditorPick: true, status: 'scheduled' });
  // English view counts out of order
  for (const viewCount of [50, 5_000, 5, 500]) await createArticle(db, { language: 'en', viewCount });
  await createArticle(db, { language: 'en', viewCount: 1_000_000, status: 'draft' });
});

describe('article lists', () => {
  it('GET /v2/feature-article gives at most 6 featured articles per language', async () => {
    for (const language of ['vi', 'en'] as const) {
      const { status, body } = await list(`/v2/feature-article?language=${language}`);
      expect(status).toBe(200);
      expect(body.data.length).toBe(Math.min(FEATURE_ARTICLE_LIMIT, featuredIds[language].size));
      expect(body.data.every((a) => a.language === language)).toBe(true);
      expect(body.data.every((a) => featuredIds[language].has(a._id))).toBe(true);
    }
  });

  it('GET /v2/editor-pick-article gives editor picks only, up to the limit', async () => {
    const { body } = await list('/v2/editor-pick-article?limit=3');
    expect(body.data).toHaveLength(3);
    expect(body.data.every((a) => a.isEditorPick && a.language === 'vi')).toBe(true);
    const all = await list('/v2/editor-pick-article?limit=10');
    expect(all.body.data).toHaveLength(3); // the scheduled pick is not due, the English one is elsewhere
  });

  it('GET /v2/recommend-popular-article orders by views', async () => {
    const { body } = await list('/v2/recommend-popular-article?language=en&limit=10');
    const views = body.data.map((a) => a.viewCount);
    expect(views.slice(0, 4)).toEqual([5_000, 500, 50, 5]);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('rejects a limit above the maximum', async () => {
    const { status } = await list('/v2/editor-pick-article?limit=1000');
    expect(status).toBe(400);
  });
});
