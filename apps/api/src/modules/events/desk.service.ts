import {
  calendarDay,
  DESK_PAGE_SIZE,
  type DeskEdition,
  eventState,
  type Locale,
  type ReservationDesk,
  type StaffReservation,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-mapper';
import * as repo from './tickets.repository';
import { editionDatesOrThrow, reservationOf, ticketTypeOf } from './tickets.service';

// The event desk: the staff's list of an edition's reservations and the gate's check-in. Payment
// is taken at the gate (docs/decisions/0030); checking a code in is what records that the holder
// came, and it happens once (until the staff take a mistaken check-in back).

type EventRow = Awaited<ReturnType<typeof repo.findEditionEvent>> & {};

function deskEdition(row: EventRow, now: Date): DeskEdition {
  return {
    _id: row.editionId,
    title: row.title,
    city: row.city,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    state: eventState(row.startAt, row.endAt, now),
  };
}

/**
 * Editions that sell tickets, each once, named in `language` where it has a row in it: those not
 * over yet first (soonest first), then the ended ones (latest first).
 */
export async function ticketedEditions(db: Db, language: Locale): Promise<DeskEdition[]> {
  const rows = await repo.findTicketedEditions(db);
  const byEdition = new Map<string, EventRow>();
  for (const row of rows) {
    const seen = byEdition.get(row.editionId);
    if (!seen || (seen.language !== language && row.language === language)) byEdition.set(row.editionId, row);
  }
  const now = new Date();
  // those not over yet first, soonest first; then the ended ones, the latest first
  const editions = [...byEdition.values()].map((row) => deskEdition(row, now));
  const ended = (e: DeskEdition) => e.state === 'ended';
  return [
    ...editions.filter((e) => !ended(e)),
    ...editions.filter(ended).sort((a, b) => b.startAt.localeCompare(a.startAt)),
  ];
}

function staffReservation(
  row: Awaited<ReturnType<typeof repo.findByCode>> & {},
  language: Locale,
): StaffReservation {
  return {
    ...reservationOf(row.order, row.ticket, language),
    member: { name: row.name, email: row.email },
    checkedInAt: row.order.checkedInAt?.toISOString() ?? null,
  };
}

/** The edition's published row in `language` (else the other), or EVENT_NOT_FOUND. */
async function editionEventOrThrow(db: Db, editionId: string, language: Locale) {
  const row = await repo.findEditionEvent(db, editionId, language);
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  return row;
}

/** An edition's ticket types with their counts, and one page of its reservations. */
export async function reservationDesk(
  db: Db,
  editionId: string,
  q: { language: Locale; q?: string | undefined; page: number },
): Promise<ReservationDesk> {
  const event = await editionEventOrThrow(db, editionId, q.language);
  const offset = (q.page - 1) * DESK_PAGE_SIZE;
  const [types, counts, { rows, total }] = await Promise.all([
    repo.findTicketTypes(db, editionId),
    repo.ticketCounts(db, editionId),
    repo.findDeskReservations(db, editionId, q.q || undefined, DESK_PAGE_SIZE, offset),
  ]);
  return {
    edition: deskEdition(event, new Date()),
    tickets: types.map((type) => ({
      ...ticketTypeOf(type, q.language),
      capacity: type.capacity,
      reserved: counts.get(type.id)?.reserved ?? 0,
      checkedIn: counts.get(type.id)?.checkedIn ?? 0,
    })),
    items: rows.map((row) => staffReservation(row, q.language)),
    total,
    page: q.page,
    pages: Math.max(1, Math.ceil(total / DESK_PAGE_SIZE)),
  };
}

/**
 * Lets a reservation's holder in: the code must belong to this edition, still be reserved, not be
 * in already, and a day pass must be for today (Vietnam's calendar) — each refusal says which.
 * The event must not have ended; a whole-event pass may be checked in before it starts (wristbands
 * are handed out the day before).
 */
export async function checkIn(
  db: Db,
  editionId: string,
  code: string,
  staff: UserRow,
  language: Locale,
): Promise<StaffReservation> {
  const { endAt } = await editionDatesOrThrow(db, editionId);
  const now = new Date();
  if (now.getTime() > endAt.getTime()) throw new AppError('EVENT_ENDED');
  const found = await repo.findByCode(db, editionId, code);
  if (!found) throw new AppError('RESERVATION_NOT_FOUND');
  const refuse = (row: typeof found) => {
    if (row.order.status === 'cancelled') throw new AppError('RESERVATION_IS_CANCELLED');
    if (row.order.checkedInAt)
      throw new AppError('RESERVATION_ALREADY_CHECKED_IN', {
        data: { checkedInAt: row.order.checkedInAt.toISOString() },
      });
  };
  refuse(found);
  if (found.ticket.validOn !== null && found.ticket.validOn !== calendarDay(now))
    throw new AppError('TICKET_NOT_FOR_TODAY', { data: { validOn: found.ticket.validOn } });
  const order = await repo.checkIn(db, found.order.id, staff.id);
  if (!order) {
    // another gate (or the member's cancel) came between the read and the write
    const again = await repo.findByCode(db, editionId, code);
    if (again) refuse(again);
    throw new AppError('RESERVATION_NOT_FOUND');
  }
  return staffReservation({ ...found, order }, language);
}

/**
 * Takes a check-in back while the event runs: the staff let the wrong row in, or typed a code
 * that was not the one shown. The reservation is reserved again (the member may cancel it, the
 * code may be checked in again); a code that is not in is refused in words.
 */
export async function undoCheckIn(
  db: Db,
  editionId: string,
  code: string,
  language: Locale,
): Promise<StaffReservation> {
  const { endAt } = await editionDatesOrThrow(db, editionId);
  if (Date.now() > endAt.getTime()) throw new AppError('EVENT_ENDED');
  const found = await repo.findByCode(db, editionId, code);
  if (!found) throw new AppError('RESERVATION_NOT_FOUND');
  const order = found.order.checkedInAt ? await repo.undoCheckIn(db, found.order.id) : undefined;
  // not in, or another gate took it back first
  if (!order) throw new AppError('RESERVATION_NOT_CHECKED_IN');
  return staffReservation({ ...found, order }, language);
}
