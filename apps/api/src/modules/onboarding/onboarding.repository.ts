import type { OnboardingDone } from '@magazine/contracts';
import { type Db, topicFollows, topics, users } from '@magazine/db';
import { and, eq, inArray } from 'drizzle-orm';
import { countFollows, withMemberLock } from '../follows/follows.repository';

export async function existingTopicIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, ids));
  return new Set(rows.map((row) => row.id));
}

type Choice = {
  topicIds: string[];
  unfollowTopicIds?: string[];
  weeklyNewsletter?: boolean;
  suggestions?: boolean;
};

/**
 * The topics left out are unfollowed, the chosen become follows (already followed ones stay as
 * they are) and the member is marked as onboarded, with the mail choices made on the way; one
 * transaction under the member's row lock, so a failure changes nothing. `limit` is the unverified member's follow limit (null: verified): the chosen topics
 * are followed in the order given while follows are left, and the rest are named in
 * `notFollowed`, so the onboarding cannot go past the limit a follow button keeps (SPEC §4).
 */
export async function saveOnboarding(
  db: Db,
  userId: string,
  choice: Choice,
  limit: number | null,
): Promise<OnboardingDone> {
  return withMemberLock(db, userId, async (tx) => {
    // first, so that the follows they free count for the chosen
    if (choice.unfollowTopicIds?.length)
      await tx
        .delete(topicFollows)
        .where(and(eq(topicFollows.userId, userId), inArray(topicFollows.topicId, choice.unfollowTopicIds)));
    const already = new Set(
      (
        await tx
          .select({ id: topicFollows.topicId })
          .from(topicFollows)
          .where(and(eq(topicFollows.userId, userId), inArray(topicFollows.topicId, choice.topicIds)))
      ).map((row) => row.id),
    );
    const fresh = choice.topicIds.filter((id) => !already.has(id));
    const used = limit === null ? 0 : await countFollows(tx, userId);
    const room = limit === null ? fresh.length : Math.max(0, limit - used);
    const taken = fresh.slice(0, room);
    const notFollowed = fresh.slice(room);
    if (taken.length)
      await tx
        .insert(topicFollows)
        .values(taken.map((topicId) => ({ userId, topicId })))
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
    const skipped = new Set(notFollowed);
    return {
      topicIds: choice.topicIds.filter((id) => !skipped.has(id)),
      notFollowed,
      followsLeft: limit === null ? null : Math.max(0, limit - used - taken.length),
      onboardedAt: (row?.onboardedAt ?? new Date()).toISOString(),
    };
  });
}
