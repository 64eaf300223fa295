import { type ArticleCard, type Envelope, FEATURE_ARTICLE_LIMIT } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';

const ctx = useTestApp();

async function list(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Envelope<ArticleCard[]> };
}

describe('article lists', () => {
  it('GET /v2/feature-article gives at most 6 featured articles per language', async () => {
    for (const language of ['vi', 'en']) {
      const { status, body } = await list(`/v2/feature-article?language=${language}`);
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.length).toBeLessThanOrEqual(FEATURE_ARTICLE_LIMIT);
      expect(body.data.every((a) => a.language === language)).toBe(true);
    }
  });

  it('GET /v2/editor-pick-article gives editor picks only, up to the limit', async () => {
    const { body } = await list('/v2/editor-pick-article?limit=3');
    expect(body.data).toHaveLength(3);
    expect(body.data.every((a) => a.isEditorPick)).toBe(true);
  });

  it('GET /v2/recommend-popular-article orders by views', async () => {
    const { body } = await list('/v2/recommend-popular-article?language=en&limit=10');
    const views = body.data.map((a) => a.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('rejects a limit above the maximum', async () => {
    const { status } = await list('/v2/editor-pick-article?limit=1000');
    expect(status).toBe(400);
  });
});
