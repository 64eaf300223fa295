import { type Db, topicFollows, topics, users } from '@magazine/db';
import { eq, inArray } from 'drizzle-orm';

export async function existingTopicIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * The chosen topics become follows (already followed ones stay as they are) and the member is
 * marked as onboarded, with the mail choices made on the way; one transaction.
 */
export async function saveOnboarding(
  db: Db,
  userId: string,
  choice: { topicIds: string[]; weeklyNewsletter?: boolean; suggestions?: boolean },
): Promise<Date> {
  return db.transaction(async (tx) => {
    await tx
      .insert(topicFollows)
      .values(choice.topicIds.map((topicId) => ({ userId, topicId })))
      .onConflictDoNothing();
    const [row] = await tx
      .update(users)
      .set({
        onboardedAt: new Date(),
        updatedAt: new Date(),
        ...(choice.weeklyNewsletter !== undefined ? { isSubscribed: choice.weeklyNewsletter } : {}),
        ...(choice.suggestions !== undefined ? { suggestionsSubscribed: choice.suggestions } : {}),
      })
      .where(eq(users.id, userId))
      .returning({ onboardedAt: users.onboardedAt });
    return row?.onboardedAt ?? new Date();
  });
}
