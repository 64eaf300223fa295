import { LOCALES, slugify } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { events } from '@magazine/db/schema';
import { EVENTS } from './content/events';
import { DAY_MS, HOUR_MS, type SeedContext } from './context';
import { makeId } from './ids';
import { coverImageSet } from './image-pool';
import { insertRows } from './insert';

const VIETNAM_OFFSET_MS = 7 * HOUR_MS;

/** Midnight of `now`'s day in Vietnam, as a UTC timestamp. */
function vietnamMidnight(now: Date): number {
  return Math.floor((now.getTime() + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
}

export async function seedEvents(db: Db, ctx: SeedContext): Promise<number> {
  const midnight = vietnamMidnight(ctx.now);
  const at = (p: { day: number; hour: number }) => new Date(midnight + p.day * DAY_MS + p.hour * HOUR_MS);
  const rows = LOCALES.flatMap((lang) =>
    EVENTS.map((event, i) => {
      const startAt = at(event.start);
      const title = event.title[lang];
      return {
        id: makeId(startAt, ctx.seed, 'event', lang, i),
        language: lang,
        slug: slugify(title),
        title,
        excerpt: event.excerpt[lang],
        description: event.description[lang],
        venue: event.venue[lang],
        city: event.city[lang],
        cover: coverImageSet(10 + i, title),
        startAt,
        endAt: at(event.end),
        status: 'published',
        createdAt: new Date(startAt.getTime() - 60 * DAY_MS),
      };
    }),
  );
  await insertRows(db, events, rows);
  return rows.length;
}
