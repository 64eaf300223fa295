import { LOCALES, slugify } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { podcastEpisodes, podcastShows, videos } from '@magazine/db/schema';
import { EPISODE_DESCRIPTIONS, SHOWS } from './content/podcasts';
import { VIDEO_DESCRIPTIONS, VIDEO_TITLES } from './content/videos';
import { DAY_MS, HOUR_MS, launchDate, type SeedContext, SlugRegistry } from './context';
import { makeId } from './ids';
import { coverImageSet } from './image-pool';
import { insertRows } from './insert';
import { AUDIO_CLIPS, clipFor, clipUrl, VIDEO_CLIPS } from './media-clips';
import { streamFor } from './random';

export async function seedPodcasts(db: Db, ctx: SeedContext): Promise<{ shows: number; episodes: number }> {
  const now = ctx.now.getTime();
  const showSlugs = { vi: new SlugRegistry(), en: new SlugRegistry() };
  const showRows: (typeof podcastShows.$inferInsert)[] = [];
  const episodeRows: (typeof podcastEpisodes.$inferInsert)[] = [];
  SHOWS.forEach((show, s) => {
    const createdAt = new Date(launchDate(ctx).getTime() + (s + 1) * DAY_MS);
    const showId = makeId(createdAt, ctx.seed, 'show', s);
    showRows.push({
      id: showId,
      language: show.language,
      slug: showSlugs[show.language].claim(slugify(show.title)),
      title: show.title,
      description: show.description,
      author: show.author,
      category: show.category,
      cover: coverImageSet(24 + s, show.title),
      createdAt,
    });
    const episodeSlugs = new SlugRegistry();
    const descriptions = EPISODE_DESCRIPTIONS[show.language];
    show.episodes.forEach((title, e) => {
      // episode 1 is the oldest; one a week, the shows staggered by two days
      const weeksAgo = show.episodes.length - 1 - e;
      const publishedAt = new Date(now - (weeksAgo * 7 + s * 2) * DAY_MS - 5 * HOUR_MS);
      // the shows' episodes take turns over the few real clips kept in assets/
      const clip = clipFor(AUDIO_CLIPS, s + e);
      episodeRows.push({
        id: makeId(publishedAt, ctx.seed, 'episode', s, e),
        showId,
        language: show.language,
        slug: episodeSlugs.claim(slugify(title)),
        title,
        description: descriptions[e % descriptions.length] as string,
        cover: coverImageSet(24 + s, title),
        audioUrl: clipUrl(clip),
        audioBytes: clip.bytes,
        audioType: clip.type,
        durationSeconds: clip.durationSeconds,
        status: 'published',
        publishedAt,
      });
    });
  });
  await insertRows(db, podcastShows, showRows);
  await insertRows(db, podcastEpisodes, episodeRows);
  return { shows: showRows.length, episodes: episodeRows.length };
}

export async function seedVideos(db: Db, ctx: SeedContext): Promise<number> {
  const now = ctx.now.getTime();
  const rows = LOCALES.flatMap((lang) => {
    const slugs = new SlugRegistry();
    const rng = streamFor(ctx.seed, 'videos', lang);
    return VIDEO_TITLES.map((pair, i) => {
      const clip = clipFor(VIDEO_CLIPS, i);
      const title = pair[lang];
      const slug = slugs.claim(slugify(title.replace(/['’]/g, '')));
      const publishedAt = new Date(now - (i * 9 + 1) * DAY_MS - (i + 3) * HOUR_MS);
      const views = Math.floor(Math.exp(Math.log(300) + rng.next() ** 1.5 * Math.log(3000)));
      return {
        id: makeId(publishedAt, ctx.seed, 'video', lang, i),
        language: lang,
        // each video is published in both languages: the pair is one group
        translationGroupId: makeId(publishedAt, ctx.seed, 'video-group', i),
        slug,
        title,
        description: VIDEO_DESCRIPTIONS[lang][i % VIDEO_DESCRIPTIONS[lang].length] as string,
        thumbnail: coverImageSet(i * 3 + 1, title),
        videoUrl: clipUrl(clip),
        durationSeconds: clip.durationSeconds,
        viewCount: views,
        status: 'published',
        publishedAt,
      };
    });
  });
  await insertRows(db, videos, rows);
  return rows.length;
}
