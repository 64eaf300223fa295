import { type Db, users } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { hashPassword } from '../../src/modules/accounts/passwords';
import { createSession } from '../../src/modules/accounts/sessions';
import { newEmail } from './accounts';

export type TestMember = {
  id: string;
  email: string;
  token: string;
  /** the accessToken and userkey headers of this member's session */
  headers: { accesstoken: string; userkey: string };
};

/**
 * A member with a live session, inserted directly (no captcha, no mail): for tests of what
 * members do, not of how they register. Verified unless told otherwise; role member by default.
 */
export async function createMember(
  db: Db,
  options: {
    verified?: boolean;
    role?: 'member' | 'editor' | 'admin';
    name?: string;
    language?: 'vi' | 'en';
    /** a password to log in with (none: like a social account that has not made one) */
    password?: string;
  } = {},
): Promise<TestMember> {
  const id = uuidv7();
  const email = newEmail('member');
  await db.insert(users).values({
    id,
    email,
    name: options.name ?? email.split('@')[0] ?? 'member',
    role: options.role ?? 'member',
    language: options.language ?? 'vi',
    emailVerifiedAt: options.verified === false ? null : new Date(),
    passwordHash: options.password ? await hashPassword(options.password) : null,
  });
  const token = await createSession(db, id, { idleDays: 90 });
  return { id, email, token, headers: { accesstoken: token, userkey: `key-${id.replaceAll('-', '')}` } };
}

/** Many members at once (concurrency tests): one insert each, sessions included. */
export async function createMembers(db: Db, count: number): Promise<TestMember[]> {
  const members: TestMember[] = [];
  for (let i = 0; i < count; i += 1) members.push(await createMember(db));
  return members;
}

export async function setVerified(db: Db, userId: string, verified: boolean): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: verified ? new Date() : null })
    .where(eq(users.id, userId));
}
