import { type EventCard, type EventListQuery, eventState } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import type { z } from 'zod';
import * as repo from './events.repository';

function toCard(e: repo.EventRow, now: Date): EventCard {
  return {
    _id: e.id,
    slug: e.slug,
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
  const rows = await repo.findEvents(db, q.language, q.limit, q.state);
  const now = new Date();
  return rows.map((row) => toCard(row, now));
}
