import {
  type Locale,
  PODCAST_FEED_MAX_EPISODES,
  type PodcastEpisodeCard,
  type PodcastEpisodeDetail,
  type PodcastShowCard,
  type PodcastShowDetail,
  type PodcastShowQuery,
  podcastEpisodePath,
  podcastFeedPath,
  podcastShowPath,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/paging';
import { renderPodcastFeed } from './podcast-feed';
import * as repo from './podcasts.repository';

function toEpisodeCard({ episode: e, show }: repo.EpisodeRow): PodcastEpisodeCard {
  const language = e.language as Locale;
  return {
    _id: e.id,
    slug: e.slug,
    path: podcastEpisodePath(language, show.slug, e.slug),
    title: e.title,
    description: e.description,
    show: { _id: show.id, slug: show.slug, title: show.title },
    cover: e.cover,
    audioUrl: e.audioUrl,
    durationSeconds: e.durationSeconds,
    publishedAt: e.publishedAt.toISOString(),
  };
}

function toShowCard(row: NonNullable<repo.ShowRow>): PodcastShowCard {
  const language = row.language as Locale;
  return {
    _id: row.id,
    slug: row.slug,
    language,
    path: podcastShowPath(language, row.slug),
    feedPath: podcastFeedPath(language, row.slug),
    title: row.title,
    description: row.description,
    author: row.author,
    category: row.category,
    cover: row.cover,
    episodeCount: Number(row.episodeCount),
    latestEpisodeAt: row.latestEpisodeAt,
  };
}

/** The page's own URL and, as there is no translation of a show or an episode, only its language. */
function urlMeta(language: Locale, path: string, publicUrl: string) {
  return { path, canonical: new URL(path, publicUrl).toString(), alternates: { [language]: path } };
}

export async function getLatestEpisodes(db: Db, language: Locale, limit: number) {
  return (await repo.findLatestEpisodes(db, language, limit)).map(toEpisodeCard);
}

export async function getShows(db: Db, language: Locale, limit: number) {
  return (await repo.findShows(db, language, limit)).map(toShowCard);
}

async function findShowOrThrow(db: Db, language: Locale, slug: string) {
  const row = await repo.findShowBySlug(db, language, slug);
  if (!row) throw new AppError('PODCAST_SHOW_NOT_FOUND');
  return row;
}

export async function getShowDetailOrThrow(
  db: Db,
  slug: string,
  q: PodcastShowQuery,
  publicUrl: string,
): Promise<PodcastShowDetail> {
  const row = await findShowOrThrow(db, q.language, slug);
  const { limit, offset } = pageWindow(q);
  const rows = await repo.findShowEpisodes(db, row.id, limit, offset);
  const show = toShowCard(row);
  return {
    ...show,
    url_meta: urlMeta(q.language, show.path, publicUrl),
    feedUrl: new URL(show.feedPath, publicUrl).toString(),
    episodes: toPage(rows, q, toEpisodeCard),
  };
}

export async function getEpisodeDetailOrThrow(
  db: Db,
  params: { show: string; episode: string },
  language: Locale,
  publicUrl: string,
): Promise<PodcastEpisodeDetail> {
  const showRow = await findShowOrThrow(db, language, params.show);
  const row = await repo.findEpisode(db, showRow.id, params.episode);
  if (!row) throw new AppError('PODCAST_EPISODE_NOT_FOUND');
  const { previous, next } = await repo.findNeighbours(db, showRow.id, row.episode);
  const card = toEpisodeCard(row);
  return {
    ...card,
    language,
    show: toShowCard(showRow),
    audioBytes: row.episode.audioBytes,
    audioType: row.episode.audioType,
    url_meta: urlMeta(language, card.path, publicUrl),
    previous: previous ? toEpisodeCard(previous) : null,
    next: next ? toEpisodeCard(next) : null,
  };
}

/** "Name <address>" (a From header) → its parts; a bare address names itself. */
export function mailboxOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.trim() || match[2]!.trim(), email: match[2]!.trim() };
  return { name: from.trim(), email: from.trim() };
}

export async function getShowFeedOrThrow(
  db: Db,
  slug: string,
  language: Locale,
  site: { publicUrl: string; mailFrom: string },
): Promise<string> {
  const row = await findShowOrThrow(db, language, slug);
  const rows = await repo.findShowEpisodes(db, row.id, PODCAST_FEED_MAX_EPISODES);
  return renderPodcastFeed({
    show: toShowCard(row),
    episodes: rows.map((r) => ({
      ...toEpisodeCard(r),
      audioBytes: r.episode.audioBytes,
      audioType: r.episode.audioType,
      publishedAt: r.episode.publishedAt,
    })),
    publicUrl: site.publicUrl,
    owner: mailboxOf(site.mailFrom),
    now: new Date(),
  });
}
