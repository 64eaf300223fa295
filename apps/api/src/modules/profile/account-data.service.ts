import { join } from 'node:path';
import type { AccountExport, ReauthBody } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { identityDir } from '../accounts/context';
import { removeIdentityImages } from '../accounts/identity';
import { verifyPassword } from '../accounts/passwords';
import { isFreshLogin } from '../accounts/sessions';
import type { UserRow } from '../accounts/user-mapper';
import { collectAccountData, deleteUser } from './account-data.repository';
import { removeAvatarFile } from './avatar';

/**
 * Asks who is there before the account's data leaves or the account goes: the password when the
 * member has one; otherwise (a social account) a login in the last 10 minutes. Either failure is
 * REAUTHENTICATION_REQUIRED (422, naming `password`), so a stolen session alone is not enough.
 */
export async function assertReauthenticated(
  db: Db,
  member: UserRow,
  sessionId: string | null,
  body: ReauthBody,
  now: Date = new Date(),
): Promise<void> {
  const refuse = () =>
    new AppError('REAUTHENTICATION_REQUIRED', { fields: [{ field: 'password', code: 'PASSWORD_INVALID' }] });
  if (member.passwordHash !== null) {
    if (!body.password || !(await verifyPassword(member.passwordHash, body.password))) throw refuse();
    return;
  }
  if (!(await isFreshLogin(db, sessionId, now))) throw refuse();
}

export async function exportAccount(db: Db, member: UserRow): Promise<AccountExport> {
  return { exportedAt: new Date().toISOString(), ...(await collectAccountData(db, member)) };
}

/** Deletes the account and the files that were only theirs (identity images, the avatar). */
export async function deleteAccount(db: Db, config: Env, member: UserRow): Promise<void> {
  const identity = await deleteUser(db, member);
  await removeIdentityImages(identityDir(config), identity);
  await removeAvatarFile(join(config.DATA_DIR, 'media'), member.avatarUrl);
}
