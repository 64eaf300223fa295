import { createHash } from 'node:crypto';
import type { ArticleDetail } from '@magazine/contracts';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';
import { expectFieldError, httpOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const PIN = '482913';
const KEY = 'pv_7Fq2x9LmR4tYb8Nc';

type Article = Awaited<ReturnType<typeof createArticle>>;
let draft: Article;
let noSecrets: Article;
let published: Article;

const preview = (id: string, query: string) => http.get<ArticleDetail>(`/v2/preview-article/${id}?${query}`);
const NOT_FOUND = { errorCode: 404, message: 'ARTICLE_NOT_FOUND', data: null };

beforeAll(async () => {
  const db = ctx.database.db;
  draft = await createArticle(db, {
    status: 'draft',
    title: 'Bản nháp chưa đăng',
    previewPinHash: sha256(PIN),
    previewKeyHash: sha256(KEY),
  });
  noSecrets = await createArticle(db, { status: 'draft' });
  published = await createArticle(db, {
    language: 'en',
    previewPinHash: sha256(PIN),
    previewKeyHash: sha256(KEY),
  });
});

describe('GET /v2/preview-article/:id', () => {
  it('shows a draft with the right pin and key, blocks by default, never cached', async () => {
    const res = await preview(draft.id, `pin=${PIN}&key=${KEY}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.body.data).toMatchObject({ _id: draft.id, title: 'Bản nháp chưa đăng', language: 'vi' });
    expect(Array.isArray(res.body.data.content)).toBe(true);
    const html = await preview(draft.id, `pin=${PIN}&key=${KEY}&isGetContentAsArray=false`);
    expect(typeof html.body.data.content).toBe('string');
  });

  it('shows any article, in its own language, with its secrets', async () => {
    const res = await preview(published.id, `pin=${PIN}&key=${KEY}`);
    expect(res.status).toBe(200);
    expect(res.body.data.language).toBe('en');
    expect(res.body.data.path).toBe(`/en/${published.slug}`);
  });

  it('gives the same 404 for a wrong pin, a wrong key, a missing one, no secrets or an unknown id', async () => {
    const cases: [string, string][] = [
      [draft.id, `pin=000000&key=${KEY}`],
      [draft.id, `pin=${PIN}&key=pv_wrong-key-000000`],
      [draft.id, `pin=${PIN}&key=${KEY.toUpperCase()}`],
      [draft.id, `pin=${KEY}&key=${PIN}`],
      [draft.id, `key=${KEY}`],
      [draft.id, `pin=${PIN}`],
      [draft.id, `pin=${PIN}&key=`],
      [draft.id, ''],
      [noSecrets.id, ''],
      [noSecrets.id, 'pin=&key='],
      [noSecrets.id, `pin=${PIN}&key=${KEY}`],
      [uuidv7(), `pin=${PIN}&key=${KEY}`],
      [uuidv7(), ''],
      [draft.id, `pin=${PIN}${'9'.repeat(100)}&key=${KEY}`],
      [draft.id, `pin=${PIN}&key=${KEY}${'x'.repeat(200)}`],
    ];
    for (const [id, query] of cases) {
      const res = await preview(id, query);
      expect({ query, status: res.status, body: res.body }).toEqual({ query, status: 404, body: NOT_FOUND });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('does not take a stored hash as the pin', async () => {
    const res = await preview(draft.id, `pin=${sha256(PIN)}&key=${sha256(KEY)}`);
    expect(res.status).toBe(404);
  });

  it('answers 400 naming the field for a malformed id', async () => {
    expectFieldError(await preview('not-a-uuid', `pin=${PIN}&key=${KEY}`), 'articleId', 'INVALID_FORMAT');
  });
});
