import { createHash } from 'node:crypto';
import { Block, eventState, LOCALES } from '@magazine/contracts';
import {
  articles,
  bannedWords,
  collectionItems,
  collections,
  comments,
  createDatabase,
  type Database,
  eventEditions,
  events,
  eventTicketTypes,
  eventVoteOptions,
  isContentEmpty,
  podcastEpisodes,
  podcastShows,
  searchDocuments,
  videos,
} from '@magazine/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearContent, demoPreviewSecrets, type SeedReport, seedDemoContent } from './index';

const NOW = new Date('2026-05-20T03:00:00Z');
const OPTIONS = { seed: 7, articlesPerLanguage: 40, mediaDir: null, now: NOW };
const VIETNAMESE_MARKS = /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i;

async function freshDatabase(): Promise<Database> {
  const database = await createDatabase({});
  await database.migrate();
  return database;
}

describe('seedDemoContent', () => {
  let first: Database;
  let second: Database;
  let report: SeedReport;

  beforeAll(async () => {
    [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    expect(await isContentEmpty(first.db)).toBe(true);
    report = await seedDemoContent(first.db, OPTIONS);
    await seedDemoContent(second.db, OPTIONS);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('meets the minimum counts', async () => {
    expect(report.articles).toBe(80);
    expect(report.topics).toBeGreaterThanOrEqual(12);
    expect(report.series).toBe(6);
    expect(report.authors).toBe(20);
    expect(report.podcastShows).toBe(3);
    expect(report.tags).toBeGreaterThanOrEqual(80);
    // readers talk under the newest articles, and the moderators start with a banned-word list
    expect(report.comments).toBeGreaterThan(5);
    expect(report.surveys).toBe(2);
    expect((await first.db.select().from(bannedWords)).map((w) => w.word)).toContain('do ngoc');
    expect(await isContentEmpty(first.db)).toBe(false);
    const shows = await first.db.select().from(podcastShows);
    expect(new Set(shows.map((s) => s.language))).toEqual(new Set(LOCALES));
    for (const show of shows) {
      const episodes = await first.db
        .select()
        .from(podcastEpisodes)
        .where(eq(podcastEpisodes.showId, show.id));
      expect(episodes.length).toBeGreaterThanOrEqual(6);
      expect(episodes.length).toBeLessThanOrEqual(10);
    }
    const allVideos = await first.db.select().from(videos);
    for (const lang of LOCALES)
      expect(allVideos.filter((v) => v.language === lang).length).toBeGreaterThanOrEqual(12);
  });

  it('has events in every state in each language, flavors festivals included', async () => {
    const rows = await first.db.select().from(events);
    for (const lang of LOCALES) {
      const states = rows.filter((e) => e.language === lang).map((e) => eventState(e.startAt, e.endAt, NOW));
      expect(states.filter((s) => s === 'coming-soon').length).toBeGreaterThanOrEqual(2);
      expect(states.filter((s) => s === 'happening').length).toBeGreaterThanOrEqual(1);
      expect(states.filter((s) => s === 'ended').length).toBeGreaterThanOrEqual(3);
    }
    const festivals = rows.filter((e) => e.language === 'vi' && e.title.includes('Hương Vị'));
    expect(festivals.map((e) => e.city)).toEqual(expect.arrayContaining(['Hà Nội', 'TP. Hồ Chí Minh']));
    // each event is one edition written in both languages; the festivals sell tickets and hold a vote
    for (const event of rows) {
      expect(
        rows
          .filter((e) => e.editionId === event.editionId)
          .map((e) => e.language)
          .sort(),
      ).toEqual(['en', 'vi']);
    }
    const editions = await first.db.select().from(eventEditions);
    const programmeOf = (editionId: string) => editions.find((e) => e.id === editionId)?.programme;
    expect(festivals.map((e) => programmeOf(e.editionId))).toEqual(['flavors', 'flavors']);
    expect(editions.filter((e) => e.programme === 'innovators-summit')).toHaveLength(1);
    const tickets = await first.db.select().from(eventTicketTypes);
    const options = await first.db.select().from(eventVoteOptions);
    for (const festival of festivals) {
      expect(tickets.filter((t) => t.editionId === festival.editionId).length).toBeGreaterThanOrEqual(3);
      expect(options.filter((o) => o.editionId === festival.editionId).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has open-publishing pieces in both languages, never a redirect, a pair marked alike', async () => {
    const rows = await first.db.select().from(articles);
    const open = rows.filter((r) => r.openPublishing);
    for (const lang of LOCALES)
      expect(open.filter((r) => r.language === lang).length).toBeGreaterThanOrEqual(1);
    expect(open.some((r) => r.isRedirect)).toBe(false);
    for (const row of open) {
      const pair = rows.filter((r) => r.translationGroupId === row.translationGroupId);
      expect(pair.every((r) => r.openPublishing)).toBe(true);
    }
  });

  it('has published adults-only pieces in both languages, a pair marked alike', async () => {
    const rows = await first.db.select().from(articles);
    const adult = rows.filter((r) => r.adultOnly);
    for (const lang of LOCALES)
      expect(
        adult.filter((r) => r.language === lang && r.status === 'published').length,
      ).toBeGreaterThanOrEqual(1);
    expect(adult.some((r) => r.isRedirect)).toBe(false);
    for (const row of adult) {
      const pair = rows.filter((r) => r.translationGroupId === row.translationGroupId);
      expect(pair.every((r) => r.adultOnly)).toBe(true);
    }
    expect(adult.length).toBeLessThan(rows.length / 10);
  });

  it('pairs most articles as translations', async () => {
    const rows = await first.db.select().from(articles);
    const groups = new Map<string, number>();
    for (const row of rows) groups.set(row.translationGroupId, (groups.get(row.translationGroupId) ?? 0) + 1);
    const paired = rows.filter((r) => groups.get(r.translationGroupId) === 2).length;
    expect(paired / rows.length).toBeGreaterThanOrEqual(0.6);
  });

  it('is deterministic for a seed and a reference time', async () => {
    const a = await first.db.select().from(articles).orderBy(asc(articles.id));
    const b = await second.db.select().from(articles).orderBy(asc(articles.id));
    expect(b.map((r) => [r.id, r.slug, r.title])).toEqual(a.map((r) => [r.id, r.slug, r.title]));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('writes Vietnamese titles with diacritics and clean, unique slugs', async () => {
    const rows = await first.db.select().from(articles);
    for (const lang of LOCALES) {
      const own = rows.filter((r) => r.language === lang);
      expect(new Set(own.map((r) => r.slug)).size).toBe(own.length);
      for (const row of own) expect(row.slug).toMatch(/^[a-z0-9-]+$/);
    }
    for (const row of rows.filter((r) => r.language === 'vi')) expect(row.title).toMatch(VIETNAMESE_MARKS);
  });

  it('never gives two articles of a language the same title', async () => {
    const rows = await first.db.select().from(articles);
    for (const lang of LOCALES) {
      const own = rows.filter((r) => r.language === lang);
      expect(new Set(own.map((r) => r.title)).size).toBe(own.length);
    }
  });

  it('points every redirect at a published article of the same language', async () => {
    const rows = await first.db.select().from(articles);
    const published = new Map(
      rows
        .filter((r) => r.status === 'published' && !r.isRedirect)
        .map((r) => [r.language === 'vi' ? `/${r.slug}` : `/en/${r.slug}`, r]),
    );
    for (const lang of LOCALES) {
      const redirects = rows.filter((r) => r.language === lang && r.isRedirect);
      expect(redirects).toHaveLength(2);
      for (const row of redirects) {
        expect(row.status).toBe('published');
        expect(published.get(row.redirectTo ?? '')?.language).toBe(lang);
      }
    }
  });

  it('gives every draft preview secrets a demo reader can compute, and fills the search documents', async () => {
    const rows = await first.db.select().from(articles);
    const sha = (v: string) => createHash('sha256').update(v).digest('hex');
    const drafts = rows.filter((r) => r.status === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      const { pin, key } = demoPreviewSecrets(OPTIONS.seed, draft.id);
      expect(pin).toMatch(/^\d{6}$/);
      expect(draft.previewPinHash).toBe(sha(pin));
      expect(draft.previewKeyHash).toBe(sha(key));
    }
    expect(rows.filter((r) => r.status === 'published').every((r) => r.previewPinHash === null)).toBe(true);
    const documents = await first.db.select().from(searchDocuments);
    const live = rows.filter((r) => r.status !== 'draft' && !r.isRedirect);
    expect(documents.filter((d) => d.kind === 'article')).toHaveLength(live.length);
    expect(documents.some((d) => d.kind === 'podcastEpisode')).toBe(true);
    expect(documents.some((d) => d.kind === 'video')).toBe(true);
  });

  it('sets flags, statuses and view counts as the site expects', async () => {
    const rows = await first.db.select().from(articles);
    for (const lang of LOCALES) {
      const own = rows.filter((r) => r.language === lang);
      const published = own.filter((r) => r.status === 'published');
      expect(published.filter((r) => r.isPinned)).toHaveLength(3);
      expect(published.filter((r) => r.isEditorPick)).toHaveLength(8);
      expect(published.filter((r) => r.isFeatured)).toHaveLength(8);
      expect(own.filter((r) => r.status === 'draft' && r.publishedAt === null).length).toBeGreaterThan(0);
      const scheduled = own.filter((r) => r.status === 'scheduled');
      expect(scheduled.length).toBeGreaterThan(0);
      for (const row of scheduled) expect(row.publishedAt?.getTime()).toBeGreaterThan(NOW.getTime());
      expect(published.filter((r) => r.viewCount > 1_000_000).length).toBeGreaterThanOrEqual(2);
      expect(published.some((r) => r.viewCount < 1000)).toBe(true);
      expect(published.some((r) => r.viewCount >= 1000 && r.viewCount < 1_000_000)).toBe(true);
      const newest = Math.max(...published.map((r) => r.publishedAt?.getTime() ?? 0));
      expect(NOW.getTime() - newest).toBeLessThan(12 * 60 * 60 * 1000);
    }
  });

  it('builds bodies from valid blocks', async () => {
    const rows = await first.db.select().from(articles);
    for (const row of rows) {
      expect(row.body.length).toBeGreaterThanOrEqual(6);
      expect(row.body.length).toBeLessThanOrEqual(14);
      for (const block of row.body) Block.parse(block);
      const headings = row.body.filter((b) => b.type === 'heading').length;
      const images = row.body.filter((b) => b.type === 'image').length;
      expect(headings).toBeGreaterThanOrEqual(1);
      expect(headings).toBeLessThanOrEqual(3);
      expect(images).toBeGreaterThanOrEqual(1);
      expect(images).toBeLessThanOrEqual(2);
      expect(row.readingTimeMinutes).toBeGreaterThanOrEqual(1);
    }
  });

  it('fills two collections of five articles per language', async () => {
    const rows = await first.db.select().from(collections);
    expect(rows).toHaveLength(4);
    for (const collection of rows) {
      const items = await first.db
        .select()
        .from(collectionItems)
        .where(eq(collectionItems.collectionId, collection.id));
      expect(items).toHaveLength(5);
    }
  });

  it('clears all content', async () => {
    const talk = (await second.db.select().from(comments)).length;
    await clearContent(second.db);
    expect(await isContentEmpty(second.db)).toBe(true);
    expect(await second.db.select().from(events)).toHaveLength(0);
    expect(await second.db.select().from(comments)).toHaveLength(0);
    // seeding again reuses the demo readers (their emails are unique) and writes the same talk
    const again = await seedDemoContent(second.db, OPTIONS);
    expect(again.comments).toBe(talk);
  });
});
