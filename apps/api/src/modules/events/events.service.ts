import {
  type EventCard,
  type EventDetail,
  type EventListQuery,
  eventMapEmbedUrl,
  eventMapUrl,
  eventPath,
  eventState,
  type Locale,
  MORE_EVENTS_LIMIT,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import * as repo from './events.repository';
import * as tickets from './tickets.repository';
import { ticketTypeOf, voteOptionOf } from './tickets.service';

function toCard(e: repo.EventRow, now: Date): EventCard {
  const language = e.language as Locale;
  return {
    _id: e.id,
    slug: e.slug,
    language,
    path: eventPath(language, e.slug),
    title: e.title,
    excerpt: e.excerpt,
    venue: e.venue,
    city: e.city,
    startAt: e.startAt.toISOString(),
    endAt: e.endAt.toISOString(),
    // derived, never stored: coming soon, happening or ended as of this answer
    state: eventState(e.startAt, e.endAt, now),
    cover: e.cover,
  };
}

export async function getEvents(db: Db, q: z.infer<typeof EventListQuery>): Promise<EventCard[]> {
  const rows = await repo.findEvents(db, q.language, q.limit, { state: q.state, programme: q.programme });
  const now = new Date();
  return rows.map((row) => toCard(row, now));
}

/**
 * One published event of the language, and the others: its programme's other editions first (the
 * festival in the other city), then those still to come, else the latest ended.
 */
export async function getEventDetailOrThrow(
  db: Db,
  slug: string,
  language: Locale,
  publicUrl: string,
): Promise<EventDetail> {
  const row = await repo.findEventBySlug(db, language, slug);
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  const [more, translation, ticketTypes, voteOptions] = await Promise.all([
    repo.findEvents(db, language, MORE_EVENTS_LIMIT, { except: row.id, programmeOf: row.editionId }),
    tickets.findTranslation(db, row.editionId, language),
    tickets.findTicketTypes(db, row.editionId),
    tickets.findVoteOptions(db, row.editionId),
  ]);
  const now = new Date();
  const card = toCard(row, now);
  const location =
    row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : null;
  const alternates: Partial<Record<Locale, string>> = { [language]: card.path };
  if (translation) {
    const other = translation.language as Locale;
    alternates[other] = eventPath(other, translation.slug);
  }
  return {
    ...card,
    editionId: row.editionId,
    description: row.description,
    mapUrl: eventMapUrl(row.venue, row.city, location),
    location,
    mapEmbedUrl: location ? eventMapEmbedUrl(location) : null,
    tickets: ticketTypes.map((ticket) => ticketTypeOf(ticket, language)),
    voteOptions: voteOptions.map((option) => voteOptionOf(option, language)),
    // the same event in the other language, when it is written in both
    url_meta: {
      path: card.path,
      canonical: new URL(card.path, publicUrl).toString(),
      alternates,
    },
    more: more.map((other) => toCard(other, now)),
  };
}
