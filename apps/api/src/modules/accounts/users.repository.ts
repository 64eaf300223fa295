import type { Locale, SocialProvider } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { socialAccounts, userIdentities, users } from '@magazine/db';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { UserRow } from './user-mapper';

export type NewUser = {
  email: string;
  name: string;
  passwordHash: string | null;
  language: Locale;
  isSubscribed: boolean;
  emailVerifiedAt?: Date | null;
  avatarUrl?: string | null;
  /** YYYY-MM-DD: from the identity information given at registration */
  dob?: string | null;
  role?: 'member' | 'editor' | 'admin';
};

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a member; answers undefined when the email is taken (unique index), so a race loses cleanly. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ id: uuidv7(), ...values })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'language'
      | 'isSubscribed'
      | 'suggestionsSubscribed'
      | 'dob'
      | 'passwordHash'
      | 'emailVerifiedAt'
      | 'avatarUrl'
      | 'role'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function providersOf(db: Db, userId: string): Promise<SocialProvider[]> {
  const rows = await db
    .select({ provider: socialAccounts.provider })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  return rows.map((r) => r.provider as SocialProvider).sort();
}

export async function findSocialAccount(db: Db, provider: SocialProvider, subject: string) {
  const [row] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
    .limit(1);
  return row;
}

export async function linkSocialAccount(
  db: Db,
  values: { provider: SocialProvider; subject: string; userId: string; email: string | null },
): Promise<void> {
  await db.insert(socialAccounts).values(values).onConflictDoNothing();
}

export type NewIdentity = typeof userIdentities.$inferInsert;

export async function findIdentity(db: Db, userId: string) {
  const [row] = await db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).limit(1);
  return row;
}

export async function insertIdentity(db: Db, values: NewIdentity): Promise<void> {
  await db.insert(userIdentities).values(values);
}

/** Removes the identity information; answers the removed row (its image files are the caller's). */
export async function deleteIdentity(db: Db, userId: string) {
  const [row] = await db.delete(userIdentities).where(eq(userIdentities.userId, userId)).returning();
  return row;
}
