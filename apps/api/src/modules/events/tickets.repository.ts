import type { Locale } from '@magazine/contracts';
import {
  type Db,
  events,
  eventTicketOrders,
  eventTicketTypes,
  eventVoteOptions,
  eventVotes,
  users,
} from '@magazine/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';

// An edition's tickets and vote: what the event page lists, the live counts, and the writes.

export type TicketTypeRow = typeof eventTicketTypes.$inferSelect;
export type VoteOptionRow = typeof eventVoteOptions.$inferSelect;

/** An edition's published rows' dates, or undefined when it has none (unknown or unpublished). */
export async function findEditionDates(db: Db, editionId: string) {
  const [row] = await db
    .select({ endAt: max(events.endAt) })
    .from(events)
    .where(and(eq(events.editionId, editionId), eq(events.status, 'published')));
  return row?.endAt ? { endAt: row.endAt } : undefined;
}

/** The published row of the edition in the other language (its translation), if any. */
export async function findTranslation(db: Db, editionId: string, language: Locale) {
  const [row] = await db
    .select({ language: events.language, slug: events.slug })
    .from(events)
    .where(
      and(eq(events.editionId, editionId), ne(events.language, language), eq(events.status, 'published')),
    )
    .limit(1);
  return row;
}

/** The edition's published row in a language, else in the other one. */
export async function findEditionEvent(db: Db, editionId: string, language: Locale) {
  const [row] = await findEditionRows(db, [editionId], language);
  return row;
}

export function findTicketTypes(db: Db, editionId: string) {
  return db
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.editionId, editionId))
    .orderBy(asc(eventTicketTypes.position), asc(eventTicketTypes.id));
}

export function findVoteOptions(db: Db, editionId: string) {
  return db
    .select()
    .from(eventVoteOptions)
    .where(eq(eventVoteOptions.editionId, editionId))
    .orderBy(asc(eventVoteOptions.position), asc(eventVoteOptions.id));
}

/**
 * Per ticket type of the edition: tickets reserved (cancelled ones take no stock; checked-in ones
 * still do) and, of those, tickets let in at the gate. Types nothing was reserved of are absent.
 */
export async function ticketCounts(db: Db, editionId: string) {
  const rows = await db
    .select({
      id: eventTicketOrders.ticketTypeId,
      reserved: sql<number>`sum(${eventTicketOrders.quantity})::int`,
      checkedIn: sql<number>`coalesce(sum(${eventTicketOrders.quantity}) filter (where ${eventTicketOrders.checkedInAt} is not null), 0)::int`,
    })
    .from(eventTicketOrders)
    .where(and(eq(eventTicketOrders.editionId, editionId), eq(eventTicketOrders.status, 'reserved')))
    .groupBy(eventTicketOrders.ticketTypeId);
  return new Map(rows.map((r) => [r.id, { reserved: Number(r.reserved), checkedIn: Number(r.checkedIn) }]));
}

export async function votesPerOption(db: Db, editionId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: eventVotes.optionId, n: sql<number>`count(*)::int` })
    .from(eventVotes)
    .where(eq(eventVotes.editionId, editionId))
    .groupBy(eventVotes.optionId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function findVote(db: Db, editionId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ optionId: eventVotes.optionId })
    .from(eventVotes)
    .where(and(eq(eventVotes.editionId, editionId), eq(eventVotes.userId, userId)));
  return row?.optionId ?? null;
}

export function findReservations(db: Db, editionId: string, userId: string) {
  return db
    .select({ order: eventTicketOrders, ticket: eventTicketTypes })
    .from(eventTicketOrders)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventTicketOrders.ticketTypeId))
    .where(and(eq(eventTicketOrders.editionId, editionId), eq(eventTicketOrders.userId, userId)))
    .orderBy(desc(eventTicketOrders.createdAt), desc(eventTicketOrders.id));
}

/** Every reservation of a member, newest first, with its ticket type. */
export function findMemberReservations(db: Db, userId: string) {
  return db
    .select({ order: eventTicketOrders, ticket: eventTicketTypes })
    .from(eventTicketOrders)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventTicketOrders.ticketTypeId))
    .where(eq(eventTicketOrders.userId, userId))
    .orderBy(desc(eventTicketOrders.createdAt), desc(eventTicketOrders.id));
}

/** The published rows of some editions, the language asked for first in each. */
export function findEditionRows(db: Db, editionIds: string[], language: Locale) {
  if (editionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(events)
    .where(and(inArray(events.editionId, editionIds), eq(events.status, 'published')))
    .orderBy(sql`${events.language} = ${language} desc`);
}

/**
 * Reserves `quantity` tickets of a type if that many are left: the type's row is locked for the
 * count and the insert, so two members cannot both take the last ones. `check` refuses (throws)
 * before anything is written; it gets the number left.
 */
export async function reserve(
  db: Db,
  order: {
    id: string;
    editionId: string;
    ticketTypeId: string;
    userId: string;
    quantity: number;
    code: string;
  },
  check: (ticket: TicketTypeRow | undefined, remaining: number) => void,
) {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(eventTicketTypes)
      .where(
        and(eq(eventTicketTypes.id, order.ticketTypeId), eq(eventTicketTypes.editionId, order.editionId)),
      )
      .for('update');
    const taken = ticket
      ? ((await ticketCounts(tx as unknown as Db, order.editionId)).get(ticket.id)?.reserved ?? 0)
      : 0;
    check(ticket, ticket ? ticket.capacity - taken : 0);
    const [row] = await tx
      .insert(eventTicketOrders)
      .values({ ...order, totalVnd: ticket!.priceVnd * order.quantity })
      .returning();
    return { order: row!, ticket: ticket! };
  });
}

/**
 * Cancels a member's reservation (once: a cancelled one stays as it was) unless it was checked in
 * at the gate; answers the row as it is after, or undefined if it is not theirs.
 */
export async function cancel(db: Db, editionId: string, orderId: string, userId: string) {
  const mine = and(
    eq(eventTicketOrders.id, orderId),
    eq(eventTicketOrders.editionId, editionId),
    eq(eventTicketOrders.userId, userId),
  );
  const [row] = await db
    .update(eventTicketOrders)
    .set({ status: 'cancelled', cancelledAt: sql`coalesce(${eventTicketOrders.cancelledAt}, now())` })
    .where(and(mine, isNull(eventTicketOrders.checkedInAt)))
    .returning();
  if (row) return row;
  const [asIs] = await db.select().from(eventTicketOrders).where(mine);
  return asIs;
}

/** A member's vote, new or changed (one per edition). */
export async function setVote(db: Db, editionId: string, userId: string, optionId: string) {
  await db
    .insert(eventVotes)
    .values({ editionId, userId, optionId })
    .onConflictDoUpdate({
      target: [eventVotes.editionId, eventVotes.userId],
      set: { optionId, updatedAt: sql`now()` },
    });
}

// The event desk (staff): every reservation of an edition, and checking one in at the gate.

/** Editions that sell tickets, with their rows (both languages), by start. */
export function findTicketedEditions(db: Db) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, 'published'),
        sql`exists (select 1 from ${eventTicketTypes} t where t.edition_id = ${events.editionId})`,
      ),
    )
    .orderBy(asc(events.startAt), asc(events.editionId));
}

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of an edition's reservations, newest first, with their members; `q` narrows them to a
 * code (whole, any case) or to members whose email or name contains it.
 */
export async function findDeskReservations(
  db: Db,
  editionId: string,
  q: string | undefined,
  limit: number,
  offset: number,
) {
  // names compared without tone marks, đ or case ("duc" finds "Đức"), as search does
  const narrowed = q
    ? sql`(${eventTicketOrders.code} = ${q.toUpperCase()} or ${users.email} ilike ${contains(q)}
        or lower(f_unaccent(${users.name})) like lower(f_unaccent(${contains(q)})))`
    : undefined;
  const where = and(eq(eventTicketOrders.editionId, editionId), narrowed);
  const [rows, [count]] = await Promise.all([
    db
      .select({ order: eventTicketOrders, ticket: eventTicketTypes, name: users.name, email: users.email })
      .from(eventTicketOrders)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventTicketOrders.ticketTypeId))
      .innerJoin(users, eq(users.id, eventTicketOrders.userId))
      .where(where)
      .orderBy(desc(eventTicketOrders.createdAt), desc(eventTicketOrders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventTicketOrders)
      .innerJoin(users, eq(users.id, eventTicketOrders.userId))
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A reservation of the edition by its code, with its ticket type and member. */
export async function findByCode(db: Db, editionId: string, code: string) {
  const [row] = await db
    .select({ order: eventTicketOrders, ticket: eventTicketTypes, name: users.name, email: users.email })
    .from(eventTicketOrders)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventTicketOrders.ticketTypeId))
    .innerJoin(users, eq(users.id, eventTicketOrders.userId))
    .where(and(eq(eventTicketOrders.editionId, editionId), eq(eventTicketOrders.code, code)));
  return row;
}

/**
 * Marks a reservation checked in if it is still reserved and not in yet: the condition is in the
 * update, so two gates scanning one code at once let it in once. Answers the row, or undefined
 * when another gate (or a cancel) came first.
 */
export async function checkIn(db: Db, orderId: string, staffId: string) {
  const [row] = await db
    .update(eventTicketOrders)
    .set({ checkedInAt: sql`now()`, checkedInBy: staffId })
    .where(
      and(
        eq(eventTicketOrders.id, orderId),
        eq(eventTicketOrders.status, 'reserved'),
        isNull(eventTicketOrders.checkedInAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes a check-in back (a mistake at the gate): only over a reservation that is in, so an undo
 * that crosses another gate's undo changes the row once. Answers the row, or undefined when it
 * was not checked in (any more).
 */
export async function undoCheckIn(db: Db, orderId: string) {
  const [row] = await db
    .update(eventTicketOrders)
    .set({ checkedInAt: null, checkedInBy: null })
    .where(and(eq(eventTicketOrders.id, orderId), isNotNull(eventTicketOrders.checkedInAt)))
    .returning();
  return row;
}
