import type { Db } from '@magazine/db';
import { refreshSearchDocuments } from '@magazine/db/search';
import { sql } from 'drizzle-orm';
import { seedArticles } from './articles';
import { planCollectionRanks, seedCollections } from './collections';
import { seedCommunity } from './community';
import type { SeedContext } from './context';
import { seedEvents } from './events';
import { writeImagePool } from './image-pool';
import { seedPodcasts, seedVideos } from './media';
import { writeMediaClips } from './media-clips';
import { seedSurveys } from './surveys';
import { seedTaxonomy } from './taxonomy';

export { clearContent } from './clear';
export { demoPreviewSecrets } from './preview';

import { demoPreviewSecrets } from './preview';

export interface SeedOptions {
  seed?: number;
  articlesPerLanguage?: number;
  /** where image and audio files are written; null writes nothing (tests) but yields the same URLs */
  mediaDir?: string | null;
  /** reference time for dates and event states */
  now?: Date;
  log?: (msg: string) => void;
}

export interface SeedReport {
  articles: number;
  topics: number;
  tags: number;
  series: number;
  authors: number;
  podcastShows: number;
  podcastEpisodes: number;
  videos: number;
  events: number;
  collections: number;
  /** demo readers' published comments and replies under the newest articles */
  comments: number;
  /** the open readers' survey of each language */
  surveys: number;
}

export const DEFAULT_SEED = 20261121;
export const DEFAULT_ARTICLES_PER_LANGUAGE = 160;

/** Fills an empty database with the demo magazine; the same seed and `now` give identical rows. */
export async function seedDemoContent(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const ctx: SeedContext = {
    seed: options.seed ?? DEFAULT_SEED,
    now: options.now ?? new Date(),
    articlesPerLanguage: options.articlesPerLanguage ?? DEFAULT_ARTICLES_PER_LANGUAGE,
    log: options.log ?? (() => {}),
  };
  if (!Number.isInteger(ctx.articlesPerLanguage) || ctx.articlesPerLanguage < 1) {
    throw new RangeError(`articlesPerLanguage must be a positive integer, got ${ctx.articlesPerLanguage}`);
  }
  if (options.mediaDir) {
    const written = await writeImagePool(options.mediaDir);
    const clips = await writeMediaClips(options.mediaDir);
    if (written > 0) ctx.log(`media: wrote ${written} image files to ${options.mediaDir}`);
    if (clips > 0) ctx.log(`media: copied ${clips} audio and video clips to ${options.mediaDir}`);
  }
  const taxonomy = await seedTaxonomy(db, ctx);
  const index = await seedArticles(db, ctx, taxonomy, planCollectionRanks(ctx));
  const podcasts = await seedPodcasts(db, ctx);
  const report: SeedReport = {
    articles: index.count,
    topics: taxonomy.topicIds.size,
    tags: taxonomy.tagIds.vi.length + taxonomy.tagIds.en.length,
    series: taxonomy.seriesIds.length,
    authors: taxonomy.authorIds.length,
    podcastShows: podcasts.shows,
    podcastEpisodes: podcasts.episodes,
    videos: await seedVideos(db, ctx),
    events: await seedEvents(db, ctx),
    collections: await seedCollections(db, ctx, index.idsByRank),
    comments: (await seedCommunity(db, ctx)).comments,
    surveys: await seedSurveys(db, ctx),
  };
  await refreshSearchDocuments(db);
  // fresh statistics, or the planner guesses from an empty table and ignores the listing indexes;
  // the visibility map too, or an index-only scan still visits every row (as after autovacuum)
  await db.execute(sql`vacuum analyze`);
  ctx.log(`seeded ${report.articles} articles`);
  if (index.firstDraft) {
    const { pin, key } = demoPreviewSecrets(ctx.seed, index.firstDraft.id);
    const prefix = index.firstDraft.language === 'en' ? '/en' : '';
    ctx.log(`a draft to preview: ${prefix}/preview-article?id=${index.firstDraft.id}&pin=${pin}&key=${key}`);
  }
  return report;
}
