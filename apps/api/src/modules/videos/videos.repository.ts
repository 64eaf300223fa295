import type { Locale } from '@magazine/contracts';
import { type Db, videos } from '@magazine/db';
import { and, desc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';

/** Live video: published and its time has come (the latest index leads with these columns). */
function isLiveVideo(): SQL {
  return and(eq(videos.status, 'published'), lte(videos.publishedAt, sql`now()`))!;
}

export type VideoRow = typeof videos.$inferSelect;

const newestFirst = [desc(videos.publishedAt), desc(videos.id)];

/** Newest live videos of a language, optionally leaving one out (the video being watched). */
export function findLatestVideos(db: Db, language: Locale, limit: number, exceptId?: string) {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.language, language), isLiveVideo(), exceptId ? ne(videos.id, exceptId) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function findVideoBySlug(db: Db, language: Locale, slug: string) {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.language, language), eq(videos.slug, slug), isLiveVideo()))
    .limit(1);
  return row;
}

/** The live video of the other language in the same translation group, if any. */
export async function findVideoTranslation(db: Db, row: VideoRow) {
  if (!row.translationGroupId) return undefined;
  const [other] = await db
    .select({ language: videos.language, slug: videos.slug })
    .from(videos)
    .where(
      and(
        eq(videos.translationGroupId, row.translationGroupId),
        ne(videos.language, row.language),
        isLiveVideo(),
      ),
    )
    .limit(1);
  return other;
}
