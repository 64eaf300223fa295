import type { FollowKind, FollowState } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-mapper';
import * as repo from './follows.repository';

const NOT_FOUND = {
  topic: 'TOPIC_NOT_FOUND',
  author: 'AUTHOR_NOT_FOUND',
  series: 'SERIES_NOT_FOUND',
} as const;

export const isVerified = (member: UserRow) => member.emailVerifiedAt !== null;

/** Follows an unverified member still has (null: verified, no limit). */
export async function followsLeft(db: Db, member: UserRow, limit: number): Promise<number | null> {
  if (isVerified(member)) return null;
  return Math.max(0, limit - (await repo.countFollows(db, member.id)));
}

/**
 * Follows a topic, author or series. Following again changes nothing. An unverified member past
 * the limit (SPEC §4) is refused with FOLLOW_LIMIT_REACHED; the check and the insert run under the
 * member's row lock, so concurrent follows cannot overshoot it.
 */
export async function follow(
  db: Db,
  member: UserRow,
  kind: FollowKind,
  id: string,
  limit: number,
): Promise<FollowState> {
  if (!(await repo.thingExists(db, kind, id))) throw new AppError(NOT_FOUND[kind]);
  if (isVerified(member)) {
    await repo.insertFollow(db, kind, member.id, id);
    return { kind, id, following: true, followsLeft: null };
  }
  const left = await repo.withMemberLock(db, member.id, async (tx) => {
    if (await repo.isFollowing(tx, kind, member.id, id))
      return limit - (await repo.countFollows(tx, member.id));
    const used = await repo.countFollows(tx, member.id);
    if (used >= limit) throw new AppError('FOLLOW_LIMIT_REACHED');
    await repo.insertFollow(tx, kind, member.id, id);
    return limit - used - 1;
  });
  return { kind, id, following: true, followsLeft: Math.max(0, left) };
}

export async function unfollow(
  db: Db,
  member: UserRow,
  kind: FollowKind,
  id: string,
  limit: number,
): Promise<FollowState> {
  if (!(await repo.thingExists(db, kind, id))) throw new AppError(NOT_FOUND[kind]);
  await repo.deleteFollow(db, kind, member.id, id);
  return { kind, id, following: false, followsLeft: await followsLeft(db, member, limit) };
}
