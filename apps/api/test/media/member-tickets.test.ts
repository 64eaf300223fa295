import type { MemberTicket } from '@magazine/contracts';
import { eventTicketOrders, eventTicketTypes } from '@magazine/db';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createEvent, createEventEdition, minutesAgo, minutesFromNow } from '../helpers/factories';
import { expectFieldError, httpOf } from '../helpers/http';
import { useMailCatcher } from '../helpers/mail-catcher';
import { createMember, type TestMember } from '../helpers/members';

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });
const http = httpOf(ctx);

const DAY = 24 * 60;
let reader: TestMember;
let other: TestMember;
const edition = { happening: '', later: '', soon: '', ended: '' };
const pass = { happening: '', later: '', soon: '', ended: '' };

async function ticketType(editionId: string, nameVi: string, nameEn: string, priceVnd: number) {
  const id = uuidv7();
  await ctx.database.db
    .insert(eventTicketTypes)
    .values({ id, editionId, nameVi, nameEn, priceVnd, capacity: 20 });
  return id;
}

const reserve = (key: keyof typeof edition, quantity: number, member = reader) =>
  http.post(
    `/v2/event-edition/${edition[key]}/tickets`,
    { ticketTypeId: pass[key], quantity },
    member.headers,
  );
const ticketsOf = (member: TestMember, language = 'vi') =>
  http.get<MemberTicket[]>(`/v2/member/tickets?language=${language}`, member.headers);

beforeAll(async () => {
  const db = ctx.database.db;
  reader = await createMember(db);
  other = await createMember(db);
  edition.happening = await createEventEdition(db);
  await createEvent(db, {
    editionId: edition.happening,
    slug: 'le-hoi-huong-vi',
    title: 'Lễ hội Hương Vị',
    startAt: minutesAgo(DAY),
    endAt: minutesFromNow(DAY),
  });
  await createEvent(db, {
    editionId: edition.happening,
    language: 'en',
    slug: 'flavors-festival',
    title: 'Flavors Festival',
    startAt: minutesAgo(DAY),
    endAt: minutesFromNow(DAY),
  });
  // two coming events: the sooner is listed first, whatever was reserved first
  edition.later = await createEventEdition(db);
  await createEvent(db, {
    editionId: edition.later,
    slug: 'hoi-cho-ca-phe',
    title: 'Hội chợ cà phê',
    startAt: minutesFromNow(30 * DAY),
    endAt: minutesFromNow(31 * DAY),
  });
  edition.soon = await createEventEdition(db);
  await createEvent(db, {
    editionId: edition.soon,
    slug: 'dem-nhac-pho',
    title: 'Đêm nhạc phố',
    startAt: minutesFromNow(3 * DAY),
    endAt: minutesFromNow(4 * DAY),
  });
  edition.ended = await createEventEdition(db);
  await createEvent(db, {
    editionId: edition.ended,
    slug: 'phien-cho-cu',
    title: 'Phiên chợ cũ',
    startAt: minutesAgo(10 * DAY),
    endAt: minutesAgo(9 * DAY),
  });
  pass.happening = await ticketType(edition.happening, 'Vé trọn lễ hội', 'Festival pass', 390_000);
  pass.later = await ticketType(edition.later, 'Vé vào cửa', 'Entry', 50_000);
  pass.soon = await ticketType(edition.soon, 'Vé đứng', 'Standing', 120_000);
  pass.ended = await ticketType(edition.ended, 'Vé', 'Ticket', 100_000);
});

describe('the member’s tickets (profile)', () => {
  it('lists every reservation with its event, coming and happening ones soonest first, ended ones last', async () => {
    expect((await ticketsOf(reader)).body.data).toEqual([]);
    expect((await reserve('later', 1)).status).toBe(200);
    expect((await reserve('happening', 2)).status).toBe(200);
    expect((await reserve('soon', 3)).status).toBe(200);
    // an ended event's reservation, checked in at its gate
    await ctx.database.db.insert(eventTicketOrders).values({
      id: uuidv7(),
      editionId: edition.ended,
      ticketTypeId: pass.ended,
      userId: reader.id,
      quantity: 1,
      totalVnd: 100_000,
      code: 'ABCD2345',
      checkedInAt: minutesAgo(9 * DAY + 60),
    });
    await reserve('happening', 1, other);

    const { status, body } = await ticketsOf(reader);
    expect(status).toBe(200);
    expect(body.data.map((t) => [t.event.title, t.event.state])).toEqual([
      ['Lễ hội Hương Vị', 'happening'],
      ['Đêm nhạc phố', 'coming-soon'],
      ['Hội chợ cà phê', 'coming-soon'],
      ['Phiên chợ cũ', 'ended'],
    ]);
    expect(body.data[0]).toMatchObject({
      ticketName: 'Vé trọn lễ hội',
      quantity: 2,
      totalVnd: 780_000,
      status: 'reserved',
      checkedInAt: null,
      event: { path: '/events/le-hoi-huong-vi', venue: 'Nhà Văn hoá Thanh niên', city: 'TP. Hồ Chí Minh' },
    });
    expect(body.data[0]!.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(body.data[3]).toMatchObject({
      code: 'ABCD2345',
      status: 'checked_in',
      checkedInAt: expect.any(String),
    });
    // only the member's own
    expect((await ticketsOf(other)).body.data.map((t) => t.quantity)).toEqual([1]);
  });

  it('names the ticket and the event in English where the event has an English page', async () => {
    const { body } = await ticketsOf(reader, 'en');
    expect(body.data[0]).toMatchObject({
      ticketName: 'Festival pass',
      event: { title: 'Flavors Festival', path: '/en/events/flavors-festival' },
    });
    // no English page: the Vietnamese one, so the ticket still leads somewhere
    expect(body.data[1]).toMatchObject({ ticketName: 'Standing', event: { path: '/events/dem-nhac-pho' } });
  });

  it('shows a cancelled reservation as cancelled', async () => {
    const [soon] = (await ticketsOf(reader)).body.data.filter((t) => t.event.title === 'Đêm nhạc phố');
    const cancel = await http.post(
      `/v2/event-edition/${edition.soon}/tickets/${soon!._id}/cancel`,
      {},
      reader.headers,
    );
    expect(cancel.status).toBe(200);
    const again = (await ticketsOf(reader)).body.data.find((t) => t._id === soon!._id);
    expect(again?.status).toBe('cancelled');
  });

  it('needs a login and a language it knows', async () => {
    const anonymous = await http.get('/v2/member/tickets');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('INVALID_TOKEN');
    expectFieldError(await http.get('/v2/member/tickets?language=fr', reader.headers), 'language');
  });
});
