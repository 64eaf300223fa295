import type { Locale, NewsletterList } from '@magazine/contracts';
import { type Db, newsletterSends, users } from '@magazine/db';
import { and, asc, eq, gt, isNotNull, lt, notExists, sql } from 'drizzle-orm';

/** Rows of sent editions are kept this long (they only stop a second send of the same morning). */
export const SENDS_KEPT_DAYS = 60;

const FLAG = { weekly: users.isSubscribed, suggestions: users.suggestionsSubscribed } as const;

export type Recipient = { id: string; email: string; name: string; language: Locale };

/**
 * The next members, after `after` in id order, who get `list` and have not had `edition`: the
 * email verified (mail goes only to an address shown to be theirs) and the list chosen.
 */
export async function nextRecipients(
  db: Db,
  list: NewsletterList,
  edition: string,
  after: string | null,
  limit: number,
): Promise<Recipient[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(
      and(
        eq(FLAG[list], true),
        isNotNull(users.emailVerifiedAt),
        after ? gt(users.id, after) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(newsletterSends)
            .where(and(eq(newsletterSends.userId, users.id), eq(newsletterSends.edition, edition))),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, language: row.language === 'en' ? 'en' : 'vi' }));
}

/** Claims the member's copy of an edition; false when another run has it. */
export async function claimSend(db: Db, userId: string, edition: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSends)
    .values({ userId, edition })
    .onConflictDoNothing()
    .returning({ userId: newsletterSends.userId });
  return rows.length > 0;
}

/** Gives a claim back (the mail could not be sent or had nothing in it): a later run may try. */
export async function releaseSend(db: Db, userId: string, edition: string): Promise<void> {
  await db
    .delete(newsletterSends)
    .where(and(eq(newsletterSends.userId, userId), eq(newsletterSends.edition, edition)));
}

/** Takes the member off the list; false when there is no such member. */
export async function leaveList(db: Db, userId: string, list: NewsletterList): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(
      list === 'weekly'
        ? { isSubscribed: false, updatedAt: new Date() }
        : { suggestionsSubscribed: false, updatedAt: new Date() },
    )
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function pruneSends(db: Db): Promise<number> {
  const rows = await db
    .delete(newsletterSends)
    .where(lt(newsletterSends.sentAt, sql`now() - make_interval(days => ${SENDS_KEPT_DAYS})`))
    .returning({ userId: newsletterSends.userId });
  return rows.length;
}
