import type {
  DeskEdition,
  EventLiveState,
  EventReservation,
  ReservationDesk,
  StaffReservation,
} from '@magazine/contracts';
import { eventTicketTypes } from '@magazine/db';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../src/modules/events/tickets.repository';
import { useTestApp } from '../helpers/build-test-app';
import {
  createEvent,
  createEventEdition,
  minutesAgo,
  minutesFromNow,
  vietnamDay,
} from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';

// The event desk: the staff's list of an edition's reservations and the check-in at the gate.

const ctx = useTestApp();
const http = httpOf(ctx);

const DAY = 24 * 60;

let edition: string;
let ended: string;
const ticket = { today: '', tomorrow: '', pass: '', endedPass: '' };
let editor: TestMember;
let admin: TestMember;
let member: TestMember;
let lan: TestMember;
let minh: TestMember;

const reserve = async (who: TestMember, editionId: string, ticketTypeId: string, quantity = 1) => {
  const res = await http.post<EventReservation>(
    `/v2/event-edition/${editionId}/tickets`,
    { ticketTypeId, quantity },
    who.headers,
  );
  expect(res.status).toBe(200);
  return res.body.data;
};
const desk = (id: string, query = '', headers: Record<string, string> = editor.headers) =>
  http.get<ReservationDesk>(`/v2/staff/event-edition/${id}/reservations${query}`, headers);
const checkIn = (id: string, code: string, headers: Record<string, string> = editor.headers) =>
  http.post<StaffReservation>(`/v2/staff/event-edition/${id}/check-in?language=en`, { code }, headers);
const undo = (id: string, code: string, headers: Record<string, string> = editor.headers) =>
  http.post<StaffReservation>(`/v2/staff/event-edition/${id}/undo-check-in?language=en`, { code }, headers);

beforeAll(async () => {
  const db = ctx.database.db;
  edition = await createEventEdition(db);
  const window = { startAt: minutesAgo(DAY), endAt: minutesFromNow(2 * DAY) };
  await createEvent(db, { editionId: edition, slug: 'quay-ve', title: 'Lễ hội Quầy vé', ...window });
  await createEvent(db, {
    editionId: edition,
    language: 'en',
    slug: 'ticket-desk-festival',
    title: 'Ticket Desk Festival',
    ...window,
  });
  ended = await createEventEdition(db);
  await createEvent(db, {
    editionId: ended,
    slug: 'quay-ve-cu',
    startAt: minutesAgo(3 * DAY),
    endAt: minutesAgo(DAY),
  });
  const types = [
    { key: 'today', editionId: edition, nameVi: 'Vé ngày', nameEn: 'Day pass', validOn: vietnamDay(0) },
    { key: 'tomorrow', editionId: edition, nameVi: 'Vé ngày', nameEn: 'Day pass', validOn: vietnamDay(1) },
    { key: 'pass', editionId: edition, nameVi: 'Vé trọn lễ hội', nameEn: 'Festival pass', validOn: null },
    { key: 'endedPass', editionId: ended, nameVi: 'Vé', nameEn: 'Pass', validOn: null },
  ] as const;
  for (const [position, { key, ...fields }] of types.entries()) {
    ticket[key] = uuidv7();
    await db
      .insert(eventTicketTypes)
      .values({ id: ticket[key], position, priceVnd: 100_000, capacity: 20, ...fields });
  }
  editor = await createMember(db, { role: 'editor' });
  admin = await createMember(db, { role: 'admin' });
  member = await createMember(db);
  lan = await createMember(db, { name: 'Trần Thị Lan' });
  minh = await createMember(db, { name: 'Lê Minh' });
});

describe('the event desk', () => {
  it('is for editors and admins: a visitor is asked to log in, a member is refused', async () => {
    for (const headers of [{}, member.headers]) {
      const status = headers === member.headers ? 403 : 401;
      expect((await http.get('/v2/staff/event-editions', headers)).status).toBe(status);
      expect((await desk(edition, '', headers)).status).toBe(status);
      expect((await checkIn(edition, 'ABCDEFGH', headers)).status).toBe(status);
      expect((await undo(edition, 'ABCDEFGH', headers)).status).toBe(status);
    }
    expect((await http.get('/v2/staff/event-editions', admin.headers)).status).toBe(200);
  });

  it('lists the editions that sell tickets, each once, in the staff member’s language', async () => {
    const list = async (language: string) =>
      (
        await http.get<{ editions: DeskEdition[] }>(
          `/v2/staff/event-editions?language=${language}`,
          editor.headers,
        )
      ).body.data.editions;
    const vi = await list('vi');
    expect(vi.filter((e) => e._id === edition)).toEqual([
      expect.objectContaining({ title: 'Lễ hội Quầy vé', state: 'happening' }),
    ]);
    expect((await list('en')).find((e) => e._id === edition)?.title).toBe('Ticket Desk Festival');
    expect(vi.find((e) => e._id === ended)?.state).toBe('ended');
    const untitled = await createEventEdition(ctx.database.db);
    await createEvent(ctx.database.db, {
      editionId: untitled,
      startAt: minutesAgo(0),
      endAt: minutesFromNow(60),
    });
    expect((await list('vi')).some((e) => e._id === untitled)).toBe(false);
  });

  it('shows counts per ticket type and the reservations with their members, narrowed by code, email or name', async () => {
    const first = await reserve(lan, edition, ticket.pass, 2);
    const second = await reserve(minh, edition, ticket.today, 3);
    const gone = await reserve(minh, edition, ticket.pass, 1);
    await http.post(`/v2/event-edition/${edition}/tickets/${gone._id}/cancel`, {}, minh.headers);

    const all = (await desk(edition, '?language=en')).body.data;
    expect(all.edition).toMatchObject({ _id: edition, title: 'Ticket Desk Festival', state: 'happening' });
    expect(all.tickets.map((t) => [t.name, t.validOn, t.capacity, t.reserved, t.checkedIn])).toEqual([
      ['Day pass', vietnamDay(0), 20, 3, 0],
      ['Day pass', vietnamDay(1), 20, 0, 0],
      ['Festival pass', null, 20, 2, 0],
    ]);
    expect(all.items.map((r) => [r.code, r.status, r.member?.name])).toEqual([
      [gone.code, 'cancelled', 'Lê Minh'],
      [second.code, 'reserved', 'Lê Minh'],
      [first.code, 'reserved', 'Trần Thị Lan'],
    ]);
    expect(all).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(all.items[2]).toMatchObject({ member: { email: lan.email }, quantity: 2, checkedInAt: null });

    const codes = async (q: string) =>
      (await desk(edition, `?q=${encodeURIComponent(q)}`)).body.data.items.map((r) => r.code);
    expect(await codes(first.code.toLowerCase())).toEqual([first.code]);
    expect(await codes(lan.email.split('@')[0]!.toUpperCase())).toEqual([first.code]);
    expect(await codes('minh')).toEqual([gone.code, second.code]);
    // names without tone marks, đ or case
    expect(await codes('tran thi')).toEqual([first.code]);
    expect(await codes('LÊ MINH')).toEqual([gone.code, second.code]);
    expect(await codes('%')).toEqual([]);
    expect((await desk(edition, '?q=nobody')).body.data).toMatchObject({ items: [], total: 0, pages: 1 });
    expect((await desk(edition, '?page=2')).body.data.items).toEqual([]);
    expectNotFound(await desk(uuidv7()), 'EVENT_NOT_FOUND');
    expectFieldError(await desk(edition, '?page=0'), 'page');
  });

  it('checks a code in once, whatever its case, and the member sees it; it can no longer be cancelled', async () => {
    const reservation = await reserve(member, edition, ticket.pass, 2);
    const res = await checkIn(edition, ` ${reservation.code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('TICKETS_CHECKED_IN');
    expect(res.body.data).toMatchObject({
      code: reservation.code,
      status: 'checked_in',
      ticketName: 'Festival pass',
      quantity: 2,
      member: { email: member.email },
    });
    expect(Date.parse(res.body.data.checkedInAt!)).toBeGreaterThan(Date.now() - 60_000);

    const again = await checkIn(edition, reservation.code, admin.headers);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      errorCode: 422,
      message: 'RESERVATION_ALREADY_CHECKED_IN',
      data: { checkedInAt: res.body.data.checkedInAt },
    });

    const seen = await http.get<EventLiveState>(`/v2/event-edition/${edition}/state`, member.headers);
    expect(seen.body.data.reservations[0]).toMatchObject({ code: reservation.code, status: 'checked_in' });
    const cancel = await http.post<EventLiveState>(
      `/v2/event-edition/${edition}/tickets/${reservation._id}/cancel`,
      {},
      member.headers,
    );
    expect(cancel.body).toEqual({ errorCode: 422, message: 'RESERVATION_ALREADY_CHECKED_IN', data: null });
    const pass = (await desk(edition)).body.data.tickets.find((t) => t._id === ticket.pass);
    expect(pass).toMatchObject({ reserved: 4, checkedIn: 2 });
  });

  it('writes a check-in only over a reservation not in yet: a second write changes nothing', async () => {
    const reservation = await reserve(member, edition, ticket.pass, 1);
    const first = await repo.checkIn(ctx.database.db, reservation._id, editor.id);
    expect(first?.checkedInBy).toBe(editor.id);
    expect(await repo.checkIn(ctx.database.db, reservation._id, admin.id)).toBeUndefined();
    const row = await repo.findByCode(ctx.database.db, edition, reservation.code);
    expect(row?.order).toMatchObject({ checkedInBy: editor.id, checkedInAt: first!.checkedInAt });
  });

  it('lets one of two gates in when both scan the same code at once', async () => {
    const reservation = await reserve(member, edition, ticket.today, 1);
    const answers = await Promise.all([
      checkIn(edition, reservation.code, editor.headers),
      checkIn(edition, reservation.code, admin.headers),
    ]);
    expect(answers.map((a) => a.body.message).sort()).toEqual([
      'RESERVATION_ALREADY_CHECKED_IN',
      'TICKETS_CHECKED_IN',
    ]);
  });

  it('refuses a cancelled code, another day’s pass, another event’s code, an unknown or malformed one, and an ended event', async () => {
    const cancelled = await reserve(member, edition, ticket.pass, 1);
    await http.post(`/v2/event-edition/${edition}/tickets/${cancelled._id}/cancel`, {}, member.headers);
    expect((await checkIn(edition, cancelled.code)).body).toEqual({
      errorCode: 422,
      message: 'RESERVATION_IS_CANCELLED',
      data: null,
    });

    const tomorrow = await reserve(member, edition, ticket.tomorrow, 1);
    expect((await checkIn(edition, tomorrow.code)).body).toEqual({
      errorCode: 422,
      message: 'TICKET_NOT_FOR_TODAY',
      data: { validOn: vietnamDay(1) },
    });

    const other = await createEventEdition(ctx.database.db);
    await createEvent(ctx.database.db, {
      editionId: other,
      startAt: minutesAgo(60),
      endAt: minutesFromNow(60),
    });
    expectNotFound(await checkIn(other, tomorrow.code), 'RESERVATION_NOT_FOUND');
    expectNotFound(await checkIn(edition, 'ZZZZZZZZ'), 'RESERVATION_NOT_FOUND');
    expectNotFound(await checkIn(uuidv7(), tomorrow.code), 'EVENT_NOT_FOUND');
    for (const code of ['', 'ABC', 'ABCDEFGHJ', 'O0I1L2A3', 42])
      expectFieldError(await checkIn(edition, code as string), 'code');
    expect((await checkIn(ended, 'ABCDEFGH')).body).toEqual({
      errorCode: 422,
      message: 'EVENT_ENDED',
      data: null,
    });

    // nothing of that let anyone in
    const items = (await desk(edition)).body.data.items;
    expect(items.find((r) => r.code === tomorrow.code)).toMatchObject({
      status: 'reserved',
      checkedInAt: null,
    });
    expect(items.find((r) => r.code === cancelled.code)).toMatchObject({
      status: 'cancelled',
      checkedInAt: null,
    });
  });

  it('takes a mistaken check-in back: the code is reserved again, and can be cancelled or let in again', async () => {
    const reservation = await reserve(member, edition, ticket.pass, 2);
    const before = (await desk(edition)).body.data.tickets.find((t) => t._id === ticket.pass);
    await checkIn(edition, reservation.code);

    const res = await undo(edition, reservation.code.toLowerCase(), admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('CHECK_IN_UNDONE');
    expect(res.body.data).toMatchObject({
      code: reservation.code,
      status: 'reserved',
      checkedInAt: null,
      quantity: 2,
      member: { email: member.email },
    });
    const row = await repo.findByCode(ctx.database.db, edition, reservation.code);
    expect(row?.order).toMatchObject({ status: 'reserved', checkedInAt: null, checkedInBy: null });
    // the counts are as they were before the check-in
    const after = (await desk(edition)).body.data.tickets.find((t) => t._id === ticket.pass);
    expect(after).toEqual(before);
    const seen = await http.get<EventLiveState>(`/v2/event-edition/${edition}/state`, member.headers);
    expect(seen.body.data.reservations.find((r) => r.code === reservation.code)?.status).toBe('reserved');

    // a second undo finds nothing to take back
    expect((await undo(edition, reservation.code)).body).toEqual({
      errorCode: 422,
      message: 'RESERVATION_NOT_CHECKED_IN',
      data: null,
    });
    // the right holder comes: the code is let in again
    expect((await checkIn(edition, reservation.code)).body.message).toBe('TICKETS_CHECKED_IN');
    // taken back once more, the member may now cancel it
    await undo(edition, reservation.code);
    const cancel = await http.post(
      `/v2/event-edition/${edition}/tickets/${reservation._id}/cancel`,
      {},
      member.headers,
    );
    expect(cancel.status).toBe(200);
  });

  it('refuses to undo a code not checked in, a cancelled one, another event’s, an unknown one, and at an ended event', async () => {
    const waiting = await reserve(member, edition, ticket.today, 1);
    expect((await undo(edition, waiting.code)).body.message).toBe('RESERVATION_NOT_CHECKED_IN');
    const cancelled = await reserve(member, edition, ticket.pass, 1);
    await http.post(`/v2/event-edition/${edition}/tickets/${cancelled._id}/cancel`, {}, member.headers);
    expect((await undo(edition, cancelled.code)).body.message).toBe('RESERVATION_NOT_CHECKED_IN');

    const inside = await reserve(member, edition, ticket.today, 1);
    await checkIn(edition, inside.code);
    const other = await createEventEdition(ctx.database.db);
    await createEvent(ctx.database.db, {
      editionId: other,
      startAt: minutesAgo(60),
      endAt: minutesFromNow(60),
    });
    expectNotFound(await undo(other, inside.code), 'RESERVATION_NOT_FOUND');
    expectNotFound(await undo(edition, 'ZZZZZZZZ'), 'RESERVATION_NOT_FOUND');
    expectNotFound(await undo(uuidv7(), inside.code), 'EVENT_NOT_FOUND');
    for (const code of ['', 'ABC', 'O0I1L2A3']) expectFieldError(await undo(edition, code), 'code');
    expect((await undo(ended, 'ABCDEFGH')).body).toEqual({
      errorCode: 422,
      message: 'EVENT_ENDED',
      data: null,
    });
    // the one that is in stays in
    const row = await repo.findByCode(ctx.database.db, edition, inside.code);
    expect(row?.order.checkedInBy).toBe(editor.id);
  });

  it('takes a check-in back once when two gates undo it at once', async () => {
    const reservation = await reserve(member, edition, ticket.pass, 1);
    await checkIn(edition, reservation.code);
    const answers = await Promise.all([
      undo(edition, reservation.code, editor.headers),
      undo(edition, reservation.code, admin.headers),
    ]);
    expect(answers.map((a) => a.body.message).sort()).toEqual([
      'CHECK_IN_UNDONE',
      'RESERVATION_NOT_CHECKED_IN',
    ]);
  });
});
