import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Members and what proves who they are. Secrets are never stored in clear: passwords as
// argon2id hashes, access and link tokens as SHA-256 hashes (DESIGN.md).

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** trimmed and lower-cased: "A@x.com" and "a@x.com" are one member */
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** null for a social account that has not created a password yet */
    passwordHash: text('password_hash'),
    role: varchar('role', { length: 10 }).notNull().default('member'),
    language: varchar('language', { length: 2 }).notNull().default('vi'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    avatarUrl: text('avatar_url'),
    /** date of birth given in the profile settings (the identity form keeps its own) */
    dob: date('dob', { mode: 'string' }),
    /** the Monday and Thursday suggestion mails (isSubscribed is the weekly newsletter) */
    suggestionsSubscribed: boolean('suggestions_subscribed').notNull().default(false),
    /** when the member finished or skipped choosing topics */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    /** a banned member can no longer comment */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_role_ck', sql`${t.role} in ('member', 'editor', 'admin')`),
    check('users_language_ck', sql`${t.language} in ('vi', 'en')`),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A member as the database keeps it (secrets hashed); the API maps it to what it answers. */
export type UserRow = typeof users.$inferSelect;

/** The optional identity information given at registration (SPEC §3). */
export const userIdentities = pgTable('user_identities', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullname: varchar('fullname', { length: 100 }).notNull(),
  dob: date('dob', { mode: 'string' }).notNull(),
  identityNumber: varchar('identity_number', { length: 12 }).notNull(),
  identityDate: date('identity_date', { mode: 'string' }).notNull(),
  identityPlace: varchar('identity_place', { length: 200 }).notNull(),
  /** file names under DATA_DIR/private/identity; never reachable through a public URL */
  frontImage: text('front_image'),
  backImage: text('back_image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A logged-in browser or app. The token is random; only its hash is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    platform: varchar('platform', { length: 10 }).notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const LINK_PURPOSES = ['verify_email', 'reset_password'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** Single-use links sent by email (verification, password recovery). */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_links_token_hash_uq').on(t.tokenHash),
    index('account_links_user_idx').on(t.userId, t.purpose),
    check('account_links_purpose_ck', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/** A Google or Facebook identity linked to a member. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_accounts_user_idx').on(t.userId)],
);

/** Solved captcha challenges, so one solution is accepted once (kept until it expires). */
export const captchaUses = pgTable('captcha_uses', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
