import type { Envelope, ErrorBody } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { expect } from 'vitest';
import { createPodcastEpisode, createPodcastShow, minutesAgo, minutesFromNow } from '../helpers/factories';

type Show = Awaited<ReturnType<typeof createPodcastShow>>;
type Episode = Awaited<ReturnType<typeof createPodcastEpisode>>;

/**
 * The shows the podcast tests read: "ca-phe-sang" (five live episodes, one due later, one draft),
 * "chuyen-nghe" (one older episode), "sap-ra-mat" (none yet) and the English "saigon-after-dark".
 */
export async function seedPodcasts(db: Db) {
  const episodes: Episode[] = []; // morning's live episodes, oldest first
  const morning = await createPodcastShow(db, {
    slug: 'ca-phe-sang',
    title: 'Cà Phê Sáng',
    description: 'Chuyện buổi sáng & những tách cà phê',
    author: 'Ban biên tập',
    category: 'Arts > Food',
  });
  const quiet = await createPodcastShow(db, { slug: 'chuyen-nghe', title: 'Chuyện Nghề' });
  await createPodcastShow(db, { slug: 'sap-ra-mat', title: 'Sắp ra mắt' }); // no episode yet
  const english = await createPodcastShow(db, {
    language: 'en',
    slug: 'saigon-after-dark',
    title: 'Saigon After Dark',
  });
  for (let i = 0; i < 5; i++) {
    episodes.push(
      await createPodcastEpisode(db, {
        showId: morning.id,
        slug: `tap-${i + 1}`,
        title: i === 4 ? 'Bún & phở <đặc biệt> "ngon"' : `Tập ${i + 1}`,
        publishedAt: minutesAgo(60 * (5 - i)),
        audioUrl: `/media/audio/tap-${i + 1}.mp3`,
        audioBytes: 20_340 + i,
        audioType: 'audio/mpeg',
        durationSeconds: 600 + i,
      }),
    );
  }
  const due = await createPodcastEpisode(db, {
    showId: morning.id,
    slug: 'tap-6',
    publishedAt: minutesFromNow(60),
  });
  const draft = await createPodcastEpisode(db, { showId: morning.id, slug: 'nhap', status: 'draft' });
  await createPodcastEpisode(db, { showId: quiet.id, slug: 'tap-1', publishedAt: minutesAgo(60 * 24) });
  await createPodcastEpisode(db, {
    showId: english.id,
    language: 'en',
    slug: 'the-noodle-stall',
    title: 'The noodle stall',
    publishedAt: minutesAgo(30),
  });
  return { morning, quiet, english, episodes, due, draft };
}

export type PodcastFixture = Awaited<ReturnType<typeof seedPodcasts>>;
export type { Episode, Show };

export function expectFieldError(body: Envelope<unknown>, field: string) {
  const error = body as unknown as ErrorBody;
  expect(error.errorCode).toBe(400);
  expect(error.message).toBe('VALIDATION_ERROR');
  const names = error.data?.fields?.map((f) => f.field);
  expect(names).toContain(field);
  return error.data!.fields!.find((f) => f.field === field)!;
}
