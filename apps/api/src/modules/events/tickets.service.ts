import { randomInt } from 'node:crypto';
import {
  calendarDay,
  type EventLiveState,
  type EventReservation,
  type EventTicketType,
  type EventVoteOption,
  eventPath,
  eventState,
  type Locale,
  type MemberTicket,
} from '@magazine/contracts';
import type { Db, eventTicketOrders } from '@magazine/db';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-mapper';
import * as repo from './tickets.repository';

/** Letters and digits no one misreads at a gate (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A reservation's code: 8 characters, ~40 bits, unique by the table's index. */
export function reservationCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function ticketTypeOf(row: repo.TicketTypeRow, language: Locale): EventTicketType {
  return {
    _id: row.id,
    name: language === 'vi' ? row.nameVi : row.nameEn,
    priceVnd: row.priceVnd,
    validOn: row.validOn,
  };
}

export function voteOptionOf(row: repo.VoteOptionRow, language: Locale): EventVoteOption {
  return {
    _id: row.id,
    name: language === 'vi' ? row.nameVi : row.nameEn,
    description: language === 'vi' ? row.descriptionVi : row.descriptionEn,
  };
}

/** Whether a ticket type can be bought now: the event not over and a day pass's day (in Vietnam) not past. */
function onSaleNow(ticket: repo.TicketTypeRow, endAt: Date, now: Date): boolean {
  return now.getTime() <= endAt.getTime() && (ticket.validOn === null || ticket.validOn >= calendarDay(now));
}

/** An edition's dates (its end), or EVENT_NOT_FOUND. */
export async function editionDatesOrThrow(db: Db, editionId: string) {
  const edition = await repo.findEditionDates(db, editionId);
  if (!edition) throw new AppError('EVENT_NOT_FOUND');
  return edition;
}

function requireVerified(member: UserRow) {
  if (!member.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED_FOR_EVENT');
}

/** Stock, the vote's count and the reader's own reservations and vote, as of now. */
export async function liveState(
  db: Db,
  editionId: string,
  language: Locale,
  member: UserRow | null,
): Promise<EventLiveState> {
  const { endAt } = await editionDatesOrThrow(db, editionId);
  const now = new Date();
  const [tickets, taken, options, votes, mine, reservations] = await Promise.all([
    repo.findTicketTypes(db, editionId),
    repo.ticketCounts(db, editionId),
    repo.findVoteOptions(db, editionId),
    repo.votesPerOption(db, editionId),
    member ? repo.findVote(db, editionId, member.id) : null,
    member ? repo.findReservations(db, editionId, member.id) : [],
  ]);
  const open = now.getTime() <= endAt.getTime();
  const counts = options.map((option) => ({ optionId: option.id, votes: votes.get(option.id) ?? 0 }));
  return {
    salesOpen: open,
    tickets: tickets.map((ticket) => {
      const remaining = Math.max(0, ticket.capacity - (taken.get(ticket.id)?.reserved ?? 0));
      return { _id: ticket.id, remaining, onSale: remaining > 0 && onSaleNow(ticket, endAt, now) };
    }),
    vote: {
      open: open && options.length > 0,
      total: counts.reduce((sum, c) => sum + c.votes, 0),
      counts,
      mine,
    },
    reservations: reservations.map(({ order, ticket }) => reservationOf(order, ticket, language)),
  };
}

export function reservationOf(
  order: typeof eventTicketOrders.$inferSelect,
  ticket: repo.TicketTypeRow,
  language: Locale,
): EventReservation {
  return {
    _id: order.id,
    code: order.code,
    ticketTypeId: ticket.id,
    ticketName: language === 'vi' ? ticket.nameVi : ticket.nameEn,
    validOn: ticket.validOn,
    quantity: order.quantity,
    totalVnd: order.totalVnd,
    status: order.status === 'cancelled' ? 'cancelled' : order.checkedInAt ? 'checked_in' : 'reserved',
    createdAt: order.createdAt.toISOString(),
  };
}

/** Reserves tickets for a verified member while they are on sale and enough are left. */
export async function reserveTickets(
  db: Db,
  editionId: string,
  member: UserRow,
  body: { ticketTypeId: string; quantity: number },
  language: Locale,
) {
  requireVerified(member);
  const { endAt } = await editionDatesOrThrow(db, editionId);
  const now = new Date();
  const { order, ticket } = await repo.reserve(
    db,
    { id: uuidv7(), editionId, userId: member.id, code: reservationCode(), ...body },
    (ticket, remaining) => {
      if (!ticket) throw new AppError('TICKET_TYPE_NOT_FOUND');
      if (!onSaleNow(ticket, endAt, now)) throw new AppError('TICKETS_NOT_ON_SALE');
      if (remaining < body.quantity) throw new AppError('TICKETS_SOLD_OUT', { data: { remaining } });
    },
  );
  return reservationOf(order, ticket, language);
}

/**
 * Cancels a member's own reservation until the event ends, unless it was checked in at the gate;
 * cancelling twice changes nothing.
 */
export async function cancelReservation(db: Db, editionId: string, orderId: string, member: UserRow) {
  const { endAt } = await editionDatesOrThrow(db, editionId);
  if (Date.now() > endAt.getTime()) throw new AppError('EVENT_ENDED');
  const row = await repo.cancel(db, editionId, orderId, member.id);
  if (!row) throw new AppError('RESERVATION_NOT_FOUND');
  if (row.status !== 'cancelled') throw new AppError('RESERVATION_ALREADY_CHECKED_IN');
}

/**
 * The member's reservations of every event (profile, tickets tab): events to come or happening
 * first, soonest first, then ended ones, latest first; newest reservation first within an event.
 */
export async function memberTickets(db: Db, member: UserRow, language: Locale): Promise<MemberTicket[]> {
  const rows = await repo.findMemberReservations(db, member.id);
  const editionIds = [...new Set(rows.map((r) => r.order.editionId))];
  const eventOf = new Map<string, Awaited<ReturnType<typeof repo.findEditionRows>>[number]>();
  // the language asked for comes first: the first row seen of an edition is the one shown
  for (const row of await repo.findEditionRows(db, editionIds, language))
    if (!eventOf.has(row.editionId)) eventOf.set(row.editionId, row);
  const now = new Date();
  const tickets = rows.flatMap(({ order, ticket }) => {
    const event = eventOf.get(order.editionId);
    // an edition taken down (unpublished) has no page to show the ticket on
    if (!event) return [];
    return [
      {
        ...reservationOf(order, ticket, language),
        checkedInAt: order.checkedInAt?.toISOString() ?? null,
        event: {
          title: event.title,
          path: eventPath(event.language as Locale, event.slug),
          venue: event.venue,
          city: event.city,
          startAt: event.startAt.toISOString(),
          endAt: event.endAt.toISOString(),
          state: eventState(event.startAt, event.endAt, now),
        },
      },
    ];
  });
  const ended = (t: MemberTicket) => t.event.state === 'ended';
  // a stable sort keeps the newest reservation first within an event
  return tickets.sort((a, b) => {
    if (ended(a) !== ended(b)) return ended(a) ? 1 : -1;
    const order = a.event.startAt.localeCompare(b.event.startAt);
    return ended(a) ? -order : order;
  });
}

/** A verified member's vote (a new one replaces theirs) while the event has not ended. */
export async function vote(db: Db, editionId: string, member: UserRow, optionId: string) {
  requireVerified(member);
  const { endAt } = await editionDatesOrThrow(db, editionId);
  const options = await repo.findVoteOptions(db, editionId);
  if (!options.some((option) => option.id === optionId)) throw new AppError('VOTE_OPTION_NOT_FOUND');
  if (Date.now() > endAt.getTime()) throw new AppError('VOTING_CLOSED');
  await repo.setVote(db, editionId, member.id, optionId);
}
