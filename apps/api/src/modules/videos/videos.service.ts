import {
  type Locale,
  MORE_VIDEOS_LIMIT,
  type VideoCard,
  type VideoDetail,
  videoPath,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import * as repo from './videos.repository';

function toCard(v: repo.VideoRow): VideoCard {
  const language = v.language as Locale;
  return {
    _id: v.id,
    slug: v.slug,
    language,
    path: videoPath(language, v.slug),
    title: v.title,
    description: v.description,
    thumbnail: v.thumbnail,
    videoUrl: v.videoUrl,
    durationSeconds: v.durationSeconds,
    publishedAt: v.publishedAt.toISOString(),
    viewCount: v.viewCount,
  };
}

export async function getLatestVideos(db: Db, language: Locale, limit: number): Promise<VideoCard[]> {
  return (await repo.findLatestVideos(db, language, limit)).map(toCard);
}

export async function getVideoDetailOrThrow(
  db: Db,
  slug: string,
  language: Locale,
  publicUrl: string,
): Promise<VideoDetail> {
  const row = await repo.findVideoBySlug(db, language, slug);
  if (!row) throw new AppError('VIDEO_NOT_FOUND');
  const [more, other] = await Promise.all([
    repo.findLatestVideos(db, language, MORE_VIDEOS_LIMIT, row.id),
    repo.findVideoTranslation(db, row),
  ]);
  const card = toCard(row);
  const translation = other
    ? {
        language: other.language as Locale,
        slug: other.slug,
        path: videoPath(other.language as Locale, other.slug),
      }
    : null;
  return {
    ...card,
    url_meta: {
      path: card.path,
      canonical: new URL(card.path, publicUrl).toString(),
      alternates: {
        [language]: card.path,
        ...(translation ? { [translation.language]: translation.path } : {}),
      },
    },
    translation,
    more: more.map(toCard),
  };
}
