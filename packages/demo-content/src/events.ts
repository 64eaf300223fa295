import { LOCALES, slugify } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { eventEditions, events, eventTicketTypes, eventVoteOptions } from '@magazine/db/schema';
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

/** `YYYY-MM-DD` of a Vietnam midnight. */
function vietnamDay(midnightUtc: number): string {
  return new Date(midnightUtc + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** Each event once (an edition) in both languages, with the tickets and the vote it has. */
export async function seedEvents(db: Db, ctx: SeedContext): Promise<number> {
  const midnight = vietnamMidnight(ctx.now);
  const at = (p: { day: number; hour: number }) => new Date(midnight + p.day * DAY_MS + p.hour * HOUR_MS);
  const editions = EVENTS.map((event, i) => {
    const startAt = at(event.start);
    return {
      id: makeId(startAt, ctx.seed, 'event-edition', i),
      programme: event.programme ?? null,
      createdAt: new Date(startAt.getTime() - 60 * DAY_MS),
    };
  });
  const rows = LOCALES.flatMap((lang) =>
    EVENTS.map((event, i) => {
      const startAt = at(event.start);
      const title = event.title[lang];
      return {
        id: makeId(startAt, ctx.seed, 'event', lang, i),
        editionId: editions[i]!.id,
        language: lang,
        slug: slugify(title),
        title,
        excerpt: event.excerpt[lang],
        description: event.description[lang],
        venue: event.venue[lang],
        city: event.city[lang],
        latitude: event.point[0],
        longitude: event.point[1],
        cover: coverImageSet(10 + i, title),
        startAt,
        endAt: at(event.end),
        status: 'published',
        createdAt: editions[i]!.createdAt,
      };
    }),
  );
  const tickets = EVENTS.flatMap((event, i) =>
    (event.tickets ?? []).map((ticket, j) => ({
      id: makeId(editions[i]!.createdAt, ctx.seed, 'event-ticket', i, j),
      editionId: editions[i]!.id,
      nameVi: ticket.name.vi,
      nameEn: ticket.name.en,
      priceVnd: ticket.priceVnd,
      validOn:
        ticket.day === undefined ? null : vietnamDay(midnight + (event.start.day + ticket.day) * DAY_MS),
      capacity: ticket.capacity,
      position: j,
    })),
  );
  const options = EVENTS.flatMap((event, i) =>
    (event.vote ?? []).map((option, j) => ({
      id: makeId(editions[i]!.createdAt, ctx.seed, 'event-vote-option', i, j),
      editionId: editions[i]!.id,
      nameVi: option.name.vi,
      nameEn: option.name.en,
      descriptionVi: option.description.vi,
      descriptionEn: option.description.en,
      position: j,
    })),
  );
  await insertRows(db, eventEditions, editions);
  await insertRows(db, events, rows);
  await insertRows(db, eventTicketTypes, tickets);
  await insertRows(db, eventVoteOptions, options);
  return rows.length;
}
