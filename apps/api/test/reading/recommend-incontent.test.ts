import type { ArticleCard } from '@magazine/contracts';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import {
  createArticle,
  createTag,
  createTopic,
  minutesAgo,
  minutesFromNow,
  tagArticle,
} from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf, idsOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

type Article = Awaited<ReturnType<typeof createArticle>>;
const a = {} as Record<
  'main' | 'twoTags' | 'oneTag' | 'sameTopic' | 'sameTopicOlder' | 'newest' | 'draft' | 'later',
  Article
>;
const en = {} as Record<'main' | 'tagged' | 'other', Article>;
let liveVietnamese = 0;

const inContent = (query: string) => http.get<ArticleCard[]>(`/v2/recommend-incontent-article?${query}`);

beforeAll(async () => {
  const db = ctx.database.db;
  const [topic, otherTopic] = [await createTopic(db), await createTopic(db)];
  const [g1, g2, g3] = [await createTag(db), await createTag(db), await createTag(db)];
  const tagged = async (tagIds: string[], fields: Parameters<typeof createArticle>[1]) => {
    const row = await createArticle(db, fields);
    await tagArticle(db, row.id, tagIds);
    return row;
  };
  a.main = await tagged([g1.id, g2.id], { topicId: topic.id, publishedAt: minutesAgo(2) });
  // two shared tags (4 points) beat one shared tag (2) beat the same topic (1), whatever the dates
  a.twoTags = await tagged([g1.id, g2.id, g3.id], { topicId: otherTopic.id, publishedAt: minutesAgo(300) });
  a.oneTag = await tagged([g1.id], { publishedAt: minutesAgo(200) });
  a.sameTopic = await createArticle(db, { topicId: topic.id, publishedAt: minutesAgo(100) });
  a.sameTopicOlder = await createArticle(db, { topicId: topic.id, publishedAt: minutesAgo(400) });
  a.newest = await createArticle(db, { topicId: otherTopic.id, publishedAt: minutesAgo(1) });
  for (let i = 0; i < 3; i++) await createArticle(db, { publishedAt: minutesAgo(500 + i) });
  liveVietnamese = 9;
  // never recommended: a draft and a later article sharing everything
  a.draft = await tagged([g1.id, g2.id], { topicId: topic.id, status: 'draft' });
  a.later = await tagged([g1.id, g2.id], {
    topicId: topic.id,
    status: 'scheduled',
    publishedAt: minutesFromNow(60),
  });
  // English: tags belong to their language
  const enTag = await createTag(db, { language: 'en' });
  en.main = await tagged([enTag.id], { language: 'en', publishedAt: minutesAgo(3) });
  en.other = await createArticle(db, { language: 'en', publishedAt: minutesAgo(1) });
  en.tagged = await tagged([enTag.id], { language: 'en', publishedAt: minutesAgo(600) });
});

describe('GET /v2/recommend-incontent-article', () => {
  it('gives 3 by default: shared tags first, then the topic', async () => {
    const { status, body } = await inContent(`articleId=${a.main.id}`);
    expect(status).toBe(200);
    expect(idsOf(body.data)).toEqual([a.twoTags.id, a.oneTag.id, a.sameTopic.id]);
  });

  it('fills up with the newest articles, never the article itself, drafts or later ones', async () => {
    const five = await inContent(`articleId=${a.main.id}&limit=5`);
    expect(idsOf(five.body.data)).toEqual([
      a.twoTags.id,
      a.oneTag.id,
      a.sameTopic.id,
      a.sameTopicOlder.id,
      a.newest.id,
    ]);
    const all = await inContent(`articleId=${a.main.id}&limit=50`);
    const ids = idsOf(all.body.data);
    expect(ids).toHaveLength(liveVietnamese - 1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(a.main.id);
    expect(ids).not.toContain(a.draft.id);
    expect(ids).not.toContain(a.later.id);
    expect(all.body.data.every((card) => card.language === 'vi')).toBe(true);
  });

  it('leaves out the articles the page already shows (ignoreArticleIds), and fills up after them', async () => {
    const ignored = [a.twoTags.id, a.sameTopic.id];
    const { status, body } = await inContent(
      `articleId=${a.main.id}&${ignored.map((id) => `ignoreArticleIds[]=${id}`).join('&')}`,
    );
    expect(status).toBe(200);
    expect(idsOf(body.data)).toEqual([a.oneTag.id, a.sameTopicOlder.id, a.newest.id]);
    const ids = idsOf(
      (await inContent(`articleId=${a.main.id}&limit=50&ignoreArticleIds=${a.newest.id}`)).body.data,
    );
    expect(ids).toHaveLength(liveVietnamese - 2);
    expect(ids).not.toContain(a.newest.id);
  });

  it('recommends within the language for an English article', async () => {
    const { body } = await inContent(`articleId=${en.main.id}&language=en`);
    expect(idsOf(body.data)).toEqual([en.tagged.id, en.other.id]);
  });

  it("keeps to the article's own language when none is asked for", async () => {
    const { body } = await inContent(`articleId=${en.main.id}`);
    expect(idsOf(body.data)).toEqual([en.tagged.id, en.other.id]);
  });

  it('answers 404 ARTICLE_NOT_FOUND for an unknown, draft or later article', async () => {
    for (const id of [uuidv7(), a.draft.id, a.later.id]) {
      expectNotFound(await inContent(`articleId=${id}`), 'ARTICLE_NOT_FOUND');
    }
  });

  it.each([
    ['', 'articleId', 'REQUIRED'],
    ['articleId=123', 'articleId', 'INVALID_FORMAT'],
    ['articleId=ID&limit=51', 'limit', 'TOO_BIG'],
    ['articleId=ID&limit=0', 'limit', 'TOO_SMALL'],
    ['articleId=ID&language=fr', 'language', 'INVALID_VALUE'],
    ['articleId=ID&ignoreArticleIds[]=123', 'ignoreArticleIds.0', 'INVALID_FORMAT'],
  ])('answers 400 naming the field for "%s"', async (query, field, code) => {
    expectFieldError(await inContent(query.replace('ID', a.main.id)), field, code);
  });
});
