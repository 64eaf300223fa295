import type { ImageSet } from '@magazine/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * An event as one happening, whichever languages it is written in: its rows in `events` (one per
 * language) share it, and its tickets and its vote belong to it, so both languages sell from one
 * stock and count one vote.
 */
export const eventEditions = pgTable('event_editions', {
  id: uuid('id').primaryKey(),
  /** the recurring event it is an edition of, when it has a page of its own (contracts' EVENT_PROGRAMMES) */
  programme: varchar('programme', { length: 40 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Whether an event is coming soon, happening or ended is derived from its dates (contracts' eventState).
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    editionId: uuid('edition_id')
      .notNull()
      .references(() => eventEditions.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    description: text('description').notNull().default(''),
    venue: text('venue').notNull(),
    city: text('city').notNull(),
    /** where the venue is (WGS 84), for the page's map; both or neither */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    cover: jsonb('cover').$type<ImageSet>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_language_slug_uq').on(t.language, t.slug),
    // one row per language of an edition: the other language's row is its translation
    uniqueIndex('events_edition_language_uq').on(t.editionId, t.language),
    index('events_start_idx').on(t.language, t.status, t.startAt),
    check('events_dates_ck', sql`${t.endAt} >= ${t.startAt}`),
    check(
      'events_point_ck',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
  ],
);

/** What an edition sells: a day pass (`validOn`) or a pass for the whole event, each with its stock. */
export const eventTicketTypes = pgTable(
  'event_ticket_types',
  {
    id: uuid('id').primaryKey(),
    editionId: uuid('edition_id')
      .notNull()
      .references(() => eventEditions.id, { onDelete: 'cascade' }),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    priceVnd: integer('price_vnd').notNull(),
    /** the day a day pass is for (Vietnam's calendar); null for the whole event */
    validOn: date('valid_on'),
    capacity: integer('capacity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('event_ticket_types_edition_idx').on(t.editionId, t.position),
    check('event_ticket_types_price_ck', sql`${t.priceVnd} >= 0`),
    check('event_ticket_types_capacity_ck', sql`${t.capacity} > 0`),
  ],
);

/**
 * A member's reservation of tickets of one type: paid at the gate on showing its code, where the
 * staff check it in (once). Cancelled reservations stay (status) so the code is never reused; only
 * `reserved` ones take stock, checked in or not.
 */
export const eventTicketOrders = pgTable(
  'event_ticket_orders',
  {
    id: uuid('id').primaryKey(),
    editionId: uuid('edition_id')
      .notNull()
      .references(() => eventEditions.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    totalVnd: integer('total_vnd').notNull(),
    code: varchar('code', { length: 16 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** when the staff at the gate let its holder in (the code is used: it cannot be cancelled now) */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('event_ticket_orders_code_uq').on(t.code),
    index('event_ticket_orders_type_idx').on(t.ticketTypeId, t.status),
    index('event_ticket_orders_user_idx').on(t.userId, t.editionId, t.createdAt.desc()),
    check('event_ticket_orders_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** The dishes or stalls an edition's vote is between. */
export const eventVoteOptions = pgTable(
  'event_vote_options',
  {
    id: uuid('id').primaryKey(),
    editionId: uuid('edition_id')
      .notNull()
      .references(() => eventEditions.id, { onDelete: 'cascade' }),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionVi: text('description_vi').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('event_vote_options_edition_idx').on(t.editionId, t.position)],
);

/** One vote per member and edition (the primary key): voting again changes it. */
export const eventVotes = pgTable(
  'event_votes',
  {
    editionId: uuid('edition_id')
      .notNull()
      .references(() => eventEditions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => eventVoteOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.userId] }), index('event_votes_option_idx').on(t.optionId)],
);
