// Events: their pages and state, the venue's map, tickets and the vote, the desk at the gate, and
// the recurring programmes (SPEC §2, decisions 0030 and 0032).
import { z } from 'zod';
import { UrlMeta } from './articles';
import { LIST_PAGE_MAX } from './constants';
import { ImageSet } from './images';
import { Language, LanguageParam } from './language';
import { articlePath, DEFAULT_LOCALE, type Locale } from './locale';
import { MediaListQuery } from './media';
import { queryInt } from './query';
import { Id, Slug } from './taxonomy';

/** An event's own page: `/events/[slug]`, under `/en` in English. */
export function eventPath(language: Locale, slug: string): string {
  return articlePath(language, `events/${slug}`);
}

/** The member's tickets tab of the profile (each usable code there also as a QR symbol). */
export function memberTicketsPath(language: Locale): string {
  return language === 'en' ? '/en/profile/tickets' : '/thong-tin-tai-khoan/tickets';
}

/** Where a venue is (WGS 84 degrees). */
export const GeoPoint = z.object({ latitude: z.number(), longitude: z.number() });
export type GeoPoint = z.infer<typeof GeoPoint>;

const degrees = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * The venue on OpenStreetMap: its point, marked, when it is known; else OpenStreetMap's search for
 * the venue and city.
 */
export function eventMapUrl(venue: string, city: string, point: GeoPoint | null = null): string {
  if (!point)
    return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: `${venue}, ${city}` })}`;
  const [lat, lon] = [degrees(point.latitude), degrees(point.longitude)];
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** OpenStreetMap's embeddable map of the streets around a point (~600 m across), the point marked. */
export function eventMapEmbedUrl(point: GeoPoint): string {
  const { latitude: lat, longitude: lon } = point;
  const bbox = [lon - 0.004, lat - 0.0025, lon + 0.004, lat + 0.0025].map(degrees).join(',');
  return `https://www.openstreetmap.org/export/embed.html?${new URLSearchParams({
    bbox,
    layer: 'mapnik',
    marker: `${degrees(lat)},${degrees(lon)}`,
  })}`;
}

export const EVENT_STATES = ['coming-soon', 'happening', 'ended'] as const;
export const EventState = z.enum(EVENT_STATES);
export type EventState = z.infer<typeof EventState>;

/** Derived, never stored: coming soon before the start, happening until the end, then ended. */
export function eventState(startAt: Date, endAt: Date, now: Date = new Date()): EventState {
  if (now.getTime() < startAt.getTime()) return 'coming-soon';
  if (now.getTime() <= endAt.getTime()) return 'happening';
  return 'ended';
}

export const EventCard = z.object({
  _id: Id,
  slug: z.string(),
  language: Language,
  /** the event's own page (eventPath) */
  path: z.string(),
  title: z.string(),
  excerpt: z.string(),
  venue: z.string(),
  city: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  state: EventState,
  cover: ImageSet,
});
export type EventCard = z.infer<typeof EventCard>;

/** Other events under an event's page: those still to come or under way, soonest first. */
export const MORE_EVENTS_LIMIT = 3;

/** The most tickets one reservation takes. */
export const TICKETS_MAX_PER_ORDER = 10;

export const EventTicketType = z.object({
  _id: Id,
  name: z.string(),
  priceVnd: z.number().int(),
  /** the day (YYYY-MM-DD, Vietnam) a day pass is for; null for the whole event */
  validOn: z.string().nullable(),
});
export type EventTicketType = z.infer<typeof EventTicketType>;

export const EventVoteOption = z.object({ _id: Id, name: z.string(), description: z.string() });
export type EventVoteOption = z.infer<typeof EventVoteOption>;

export const EventDetail = EventCard.extend({
  /** the event as one happening, in whichever language: its tickets and vote belong to it */
  editionId: Id,
  description: z.string(),
  /** what it sells (empty: no tickets here); how many are left is live state (EventLiveState) */
  tickets: z.array(EventTicketType),
  /** what its vote is between (empty: no vote) */
  voteOptions: z.array(EventVoteOption),
  /** the venue on OpenStreetMap (eventMapUrl): its marked point, else a search for it */
  mapUrl: z.string(),
  /** where the venue is, when known */
  location: GeoPoint.nullable(),
  /** the map to embed on the page (eventMapEmbedUrl), when the point is known */
  mapEmbedUrl: z.string().nullable(),
  url_meta: UrlMeta,
  more: z.array(EventCard),
});
export type EventDetail = z.infer<typeof EventDetail>;
export const EventParams = z.object({ slug: Slug });

export const EventEditionParams = z.object({ id: z.string().uuid() });
export const EventReservationParams = z.object({ id: z.string().uuid(), orderId: z.string().uuid() });
export const EventTicketBody = z.object({
  ticketTypeId: z.string().uuid(),
  quantity: z.number().int().min(1).max(TICKETS_MAX_PER_ORDER),
});
export const EventVoteBody = z.object({ optionId: z.string().uuid() });

/** `checked_in`: let in at the gate (still a reservation: it keeps its tickets) */
export const RESERVATION_STATUSES = ['reserved', 'cancelled', 'checked_in'] as const;
export const EventReservation = z.object({
  _id: Id,
  /** shown at the gate */
  code: z.string(),
  ticketTypeId: Id,
  ticketName: z.string(),
  validOn: z.string().nullable(),
  quantity: z.number().int(),
  totalVnd: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  createdAt: z.string(),
});
export type EventReservation = z.infer<typeof EventReservation>;

// The event desk (staff): an edition's reservations, and checking a code in at the gate.

/** Reservations on one page of the desk. */
export const DESK_PAGE_SIZE = 50;
/** A reservation's code as the staff type it: the 8 characters of reservationCode, any case. */
export const RESERVATION_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;

export const DeskEdition = z.object({
  _id: Id,
  title: z.string(),
  city: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  state: EventState,
});
export type DeskEdition = z.infer<typeof DeskEdition>;

export const StaffReservation = EventReservation.extend({
  /** who reserved (a deleted account's reservations go with it) */
  member: z.object({ name: z.string(), email: z.string() }),
  checkedInAt: z.string().nullable(),
});
export type StaffReservation = z.infer<typeof StaffReservation>;

/**
 * GET v2/member/tickets: the member's reservations of every event, with the event they are for;
 * events still to come or happening first (soonest first), then ended ones (latest first).
 */
export const MemberTicket = EventReservation.extend({
  checkedInAt: z.string().nullable(),
  event: z.object({
    title: z.string(),
    /** the event's page in the language asked, else in the other one */
    path: z.string(),
    venue: z.string(),
    city: z.string(),
    startAt: z.string(),
    endAt: z.string(),
    state: EventState,
  }),
});
export type MemberTicket = z.infer<typeof MemberTicket>;

export const ReservationDesk = z.object({
  edition: DeskEdition,
  /** per ticket type: how many it has, how many are reserved (checked in or not), how many are in */
  tickets: z.array(
    EventTicketType.extend({
      capacity: z.number().int(),
      reserved: z.number().int(),
      checkedIn: z.number().int(),
    }),
  ),
  items: z.array(StaffReservation),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ReservationDesk = z.infer<typeof ReservationDesk>;

export const DeskQuery = z.object({
  language: LanguageParam.default(DEFAULT_LOCALE),
  /** a code, or part of the member's email or name */
  q: z.string().trim().max(100).optional(),
  page: queryInt(1, LIST_PAGE_MAX).default(1),
});
export const CheckInBody = z.object({
  code: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(RESERVATION_CODE_PATTERN)),
});

/** What changes while an event's page is open: stock, the vote's count, the reader's own part. */
export const EventLiveState = z.object({
  /** false once the event has ended */
  salesOpen: z.boolean(),
  tickets: z.array(
    z.object({
      _id: Id,
      remaining: z.number().int(),
      /** on sale: the event not ended, a day pass's day not over, some left */
      onSale: z.boolean(),
    }),
  ),
  vote: z.object({
    open: z.boolean(),
    total: z.number().int(),
    counts: z.array(z.object({ optionId: Id, votes: z.number().int() })),
    /** the reader's choice (null for a visitor or a member who has not voted) */
    mine: Id.nullable(),
  }),
  /** the reader's reservations, newest first (empty for a visitor) */
  reservations: z.array(EventReservation),
});
export type EventLiveState = z.infer<typeof EventLiveState>;

/** 150 000 ₫ / ₫150,000: a price in Vietnamese dong as each language writes it. */
export function formatVnd(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * Recurring events with a page of their own: /innovators-summit lists the summit's editions, the
 * food festival ("flavors") runs in two cities.
 */
export const EVENT_PROGRAMMES = ['innovators-summit', 'flavors'] as const;
export const EventProgramme = z.enum(EVENT_PROGRAMMES);
export type EventProgramme = z.infer<typeof EventProgramme>;

export const EventListQuery = MediaListQuery.extend({
  state: EventState.optional(),
  /** only the editions of one recurring event */
  programme: EventProgramme.optional(),
});
