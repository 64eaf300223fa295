import type { EventDetail, EventLiveState, EventReservation } from '@magazine/contracts';
import { eventTicketTypes, eventVoteOptions } from '@magazine/db';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import {
  createEvent,
  createEventEdition,
  minutesAgo,
  minutesFromNow,
  vietnamDay,
} from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';
import { useMailCatcher } from '../helpers/mail-catcher';
import { createMember, type TestMember } from '../helpers/members';

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });
const http = httpOf(ctx);

const DAY = 24 * 60;

let edition: string;
let ended: string;
const ticket = { today: '', yesterday: '', pass: '', endedPass: '' };
const option = { pho: '', bunCha: '', coffee: '', endedOption: '' };
let reader: TestMember;
let second: TestMember;
let unverified: TestMember;

beforeAll(async () => {
  const db = ctx.database.db;
  edition = await createEventEdition(db);
  await createEvent(db, {
    editionId: edition,
    slug: 'le-hoi-huong-vi',
    title: 'Lễ hội Hương Vị',
    startAt: minutesAgo(DAY),
    endAt: minutesFromNow(DAY),
  });
  await createEvent(db, {
    editionId: edition,
    language: 'en',
    slug: 'flavors-festival',
    title: 'Flavors Festival',
    startAt: minutesAgo(DAY),
    endAt: minutesFromNow(DAY),
  });
  ended = await createEventEdition(db);
  await createEvent(db, {
    editionId: ended,
    slug: 'da-ket-thuc',
    startAt: minutesAgo(3 * DAY),
    endAt: minutesAgo(DAY),
  });
  const types = [
    {
      key: 'today',
      edition,
      nameVi: 'Vé ngày',
      nameEn: 'Day pass',
      priceVnd: 150_000,
      validOn: vietnamDay(0),
      capacity: 5,
    },
    {
      key: 'yesterday',
      edition,
      nameVi: 'Vé ngày',
      nameEn: 'Day pass',
      priceVnd: 150_000,
      validOn: vietnamDay(-1),
      capacity: 5,
    },
    {
      key: 'pass',
      edition,
      nameVi: 'Vé trọn lễ hội',
      nameEn: 'Festival pass',
      priceVnd: 390_000,
      validOn: null,
      capacity: 3,
    },
    {
      key: 'endedPass',
      edition: ended,
      nameVi: 'Vé',
      nameEn: 'Pass',
      priceVnd: 100_000,
      validOn: null,
      capacity: 5,
    },
  ] as const;
  for (const [position, { key, edition: editionId, ...fields }] of types.entries()) {
    ticket[key] = uuidv7();
    await db.insert(eventTicketTypes).values({ id: ticket[key], editionId, position, ...fields });
  }
  const options = [
    { key: 'pho', edition, nameVi: 'Phở bò', nameEn: 'Beef phở' },
    { key: 'bunCha', edition, nameVi: 'Bún chả', nameEn: 'Bún chả' },
    { key: 'coffee', edition, nameVi: 'Cà phê trứng', nameEn: 'Egg coffee' },
    { key: 'endedOption', edition: ended, nameVi: 'Bánh mì', nameEn: 'Bánh mì' },
  ] as const;
  for (const [position, { key, edition: editionId, ...fields }] of options.entries()) {
    option[key] = uuidv7();
    await db.insert(eventVoteOptions).values({ id: option[key], editionId, position, ...fields });
  }
  reader = await createMember(db);
  second = await createMember(db);
  unverified = await createMember(db, { verified: false });
});

const state = (id: string, headers: Record<string, string> = {}, language = 'vi') =>
  http.get<EventLiveState>(`/v2/event-edition/${id}/state?language=${language}`, headers);
const reserve = (id: string, body: unknown, headers: Record<string, string>, language = 'vi') =>
  http.post<EventReservation>(`/v2/event-edition/${id}/tickets?language=${language}`, body, headers);
const vote = (id: string, optionId: string, headers: Record<string, string>) =>
  http.post<EventLiveState>(`/v2/event-edition/${id}/vote`, { optionId }, headers);
const remaining = async (id: string) =>
  Object.fromEntries((await state(id)).body.data.tickets.map((t) => [t._id, t.remaining]));

describe('an event page’s tickets and vote', () => {
  it('lists what the event sells and what its vote is between, in the page’s language, and its translation', async () => {
    const vi = (await http.get<EventDetail>('/v2/event/le-hoi-huong-vi')).body.data;
    expect(vi.editionId).toBe(edition);
    expect(vi.tickets.map((t) => [t.name, t.priceVnd, t.validOn])).toEqual([
      ['Vé ngày', 150_000, vietnamDay(0)],
      ['Vé ngày', 150_000, vietnamDay(-1)],
      ['Vé trọn lễ hội', 390_000, null],
    ]);
    expect(vi.voteOptions.map((o) => o.name)).toEqual(['Phở bò', 'Bún chả', 'Cà phê trứng']);
    expect(vi.url_meta.alternates).toEqual({
      vi: '/events/le-hoi-huong-vi',
      en: '/en/events/flavors-festival',
    });
    const en = (await http.get<EventDetail>('/v2/event/flavors-festival?language=en')).body.data;
    expect(en.editionId).toBe(edition);
    expect(en.tickets.map((t) => t.name)).toEqual(['Day pass', 'Day pass', 'Festival pass']);
    expect(en.url_meta.alternates).toEqual({
      en: '/en/events/flavors-festival',
      vi: '/events/le-hoi-huong-vi',
    });
    const plain = (await http.get<EventDetail>('/v2/event/da-ket-thuc')).body.data;
    expect(plain.url_meta.alternates).toEqual({ vi: '/events/da-ket-thuc' });
  });

  it('shows a visitor the stock and an empty count; a day already over is not on sale', async () => {
    const { status, body } = await state(edition);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      salesOpen: true,
      tickets: [
        { _id: ticket.today, remaining: 5, onSale: true },
        { _id: ticket.yesterday, remaining: 5, onSale: false },
        { _id: ticket.pass, remaining: 3, onSale: true },
      ],
      vote: {
        open: true,
        total: 0,
        counts: [
          { optionId: option.pho, votes: 0 },
          { optionId: option.bunCha, votes: 0 },
          { optionId: option.coffee, votes: 0 },
        ],
        mine: null,
      },
      reservations: [],
    });
    const over = (await state(ended)).body.data;
    expect(over).toMatchObject({ salesOpen: false, tickets: [{ onSale: false }], vote: { open: false } });
    expectNotFound(await state(uuidv7()), 'EVENT_NOT_FOUND');
  });

  it('reserves tickets with a code, mails it, and takes them from the stock', async () => {
    const res = await reserve(edition, { ticketTypeId: ticket.today, quantity: 2 }, reader.headers, 'en');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('TICKETS_RESERVED');
    const reservation = res.body.data;
    expect(reservation).toMatchObject({
      ticketTypeId: ticket.today,
      ticketName: 'Day pass',
      validOn: vietnamDay(0),
      quantity: 2,
      totalVnd: 300_000,
      status: 'reserved',
    });
    expect(reservation.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const sent = await mail.waitFor(reader.email, /Your tickets: Flavors Festival/);
    expect(sent.text).toContain(reservation.code);
    expect(sent.text).toContain('₫300,000');
    expect(sent.links[0]).toMatch(/\/en\/events\/flavors-festival$/);
    // and the tickets tab, where the code is a QR symbol for the gate
    expect(sent.links).toContain('http://magazine.test/en/profile/tickets');
    expect(sent.text).toContain(
      'My tickets (with a QR code to scan at the gate): http://magazine.test/en/profile/tickets',
    );
    // the member sees the reservation; a visitor sees only the stock
    const mine = (await state(edition, reader.headers)).body.data;
    expect(mine.reservations.map((r) => r.code)).toEqual([reservation.code]);
    expect((await remaining(edition))[ticket.today]).toBe(3);
    expect((await state(edition)).body.data.reservations).toEqual([]);
  });

  it('refuses more than are left, saying how many are, and writes nothing', async () => {
    const res = await reserve(edition, { ticketTypeId: ticket.today, quantity: 4 }, second.headers);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errorCode: 422, message: 'TICKETS_SOLD_OUT', data: { remaining: 3 } });
    expect((await remaining(edition))[ticket.today]).toBe(3);
    expect((await state(edition, second.headers)).body.data.reservations).toEqual([]);
  });

  it('never sells one ticket twice when members ask for the last ones at once', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(ctx.database.db)));
    const answers = await Promise.all(
      members.map((m) => reserve(edition, { ticketTypeId: ticket.pass, quantity: 1 }, m.headers)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.message === 'TICKETS_SOLD_OUT')).toHaveLength(2);
    expect((await state(edition)).body.data.tickets.find((t) => t._id === ticket.pass)).toEqual({
      _id: ticket.pass,
      remaining: 0,
      onSale: false,
    });
  });

  it('refuses a day that is over, an ended event, a ticket of another event and a bad quantity', async () => {
    const past = await reserve(edition, { ticketTypeId: ticket.yesterday, quantity: 1 }, second.headers);
    expect(past.body).toEqual({ errorCode: 422, message: 'TICKETS_NOT_ON_SALE', data: null });
    const over = await reserve(ended, { ticketTypeId: ticket.endedPass, quantity: 1 }, second.headers);
    expect(over.body.message).toBe('TICKETS_NOT_ON_SALE');
    expectNotFound(
      await reserve(edition, { ticketTypeId: ticket.endedPass, quantity: 1 }, second.headers),
      'TICKET_TYPE_NOT_FOUND',
    );
    expectNotFound(
      await reserve(uuidv7(), { ticketTypeId: ticket.today, quantity: 1 }, second.headers),
      'EVENT_NOT_FOUND',
    );
    for (const quantity of [0, 11, 1.5, '2']) {
      expectFieldError(
        await reserve(edition, { ticketTypeId: ticket.today, quantity }, second.headers),
        'quantity',
      );
    }
    expectFieldError(
      await reserve(edition, { ticketTypeId: 'x', quantity: 1 }, second.headers),
      'ticketTypeId',
    );
    expect((await state(edition, second.headers)).body.data.reservations).toEqual([]);
  });

  it('asks a visitor to log in and a member to verify the email first', async () => {
    const visitor = await reserve(edition, { ticketTypeId: ticket.today, quantity: 1 }, {});
    expect(visitor.status).toBe(401);
    const unproven = await reserve(edition, { ticketTypeId: ticket.today, quantity: 1 }, unverified.headers);
    expect(unproven.status).toBe(403);
    expect(unproven.body.message).toBe('EMAIL_NOT_VERIFIED_FOR_EVENT');
    expect((await vote(edition, option.pho, unverified.headers)).body.message).toBe(
      'EMAIL_NOT_VERIFIED_FOR_EVENT',
    );
    expect((await vote(edition, option.pho, {})).status).toBe(401);
    expect((await remaining(edition))[ticket.today]).toBe(3);
  });

  it('cancels one’s own reservation (twice changes nothing), giving the tickets back; not another’s', async () => {
    const [mine] = (await state(edition, reader.headers)).body.data.reservations;
    const cancel = (headers: Record<string, string>) =>
      http.post<EventLiveState>(`/v2/event-edition/${edition}/tickets/${mine!._id}/cancel`, {}, headers);
    expectNotFound(await cancel(second.headers), 'RESERVATION_NOT_FOUND');
    const done = await cancel(reader.headers);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('RESERVATION_CANCELLED');
    expect(done.body.data.reservations[0]).toMatchObject({ code: mine!.code, status: 'cancelled' });
    expect(done.body.data.tickets.find((t) => t._id === ticket.today)!.remaining).toBe(5);
    expect((await cancel(reader.headers)).status).toBe(200);
    expect((await remaining(edition))[ticket.today]).toBe(5);
  });

  it('counts one vote per member, which voting again changes; closed once the event ends', async () => {
    expect((await vote(edition, option.pho, reader.headers)).body.data.vote).toMatchObject({
      total: 1,
      mine: option.pho,
    });
    const changed = await vote(edition, option.coffee, reader.headers);
    expect(changed.body.message).toBe('VOTE_RECORDED');
    expect(changed.body.data.vote).toEqual({
      open: true,
      total: 1,
      counts: [
        { optionId: option.pho, votes: 0 },
        { optionId: option.bunCha, votes: 0 },
        { optionId: option.coffee, votes: 1 },
      ],
      mine: option.coffee,
    });
    await vote(edition, option.coffee, second.headers);
    const seen = (await state(edition)).body.data.vote;
    expect(seen).toMatchObject({ total: 2, mine: null });
    expectNotFound(await vote(edition, option.endedOption, reader.headers), 'VOTE_OPTION_NOT_FOUND');
    const closed = await vote(ended, option.endedOption, reader.headers);
    expect(closed.body).toEqual({ errorCode: 422, message: 'VOTING_CLOSED', data: null });
    expectFieldError(await vote(edition, 'pho', reader.headers), 'optionId');
  });
});
