import {
  checkBirthday,
  DEFAULT_TIMEZONE,
  type EmailSettingsBody,
  isoDayIn,
  type Locale,
  type MemberSettings,
  type SettingsBody,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-mapper';
import { providersOf, updateUser } from '../accounts/users.repository';
import { removeAvatarFile, resizeAvatar, storeAvatar } from './avatar';

async function toSettings(db: Db, row: UserRow): Promise<MemberSettings> {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    avatar: row.avatarUrl,
    dob: row.dob,
    language: row.language as Locale,
    weeklyNewsletter: row.isSubscribed,
    suggestions: row.suggestionsSubscribed,
    hasPassword: row.passwordHash !== null,
    isEmailVerified: row.emailVerifiedAt !== null,
    providers: await providersOf(db, row.id),
  };
}

export const getSettings = toSettings;

/**
 * Name, date of birth and language. A birthday that is not a real past day, or of someone
 * younger than 14, is refused as at registration (422 naming `dob`) and nothing is saved.
 */
export async function saveSettings(
  db: Db,
  member: UserRow,
  body: SettingsBody,
  now: Date = new Date(),
): Promise<MemberSettings> {
  if (body.dob) {
    const code = checkBirthday(body.dob, isoDayIn(DEFAULT_TIMEZONE, now));
    if (code) throw new AppError(code, { fields: [{ field: 'dob', code }] });
  }
  const updated = await updateUser(db, member.id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.dob !== undefined ? { dob: body.dob } : {}),
    ...(body.language !== undefined ? { language: body.language } : {}),
  });
  return toSettings(db, updated ?? member);
}

/** The weekly newsletter and the suggestion mails (modules/newsletters sends them). */
export async function saveEmailSettings(
  db: Db,
  member: UserRow,
  body: EmailSettingsBody,
): Promise<MemberSettings> {
  const updated = await updateUser(db, member.id, {
    ...(body.weeklyNewsletter !== undefined ? { isSubscribed: body.weeklyNewsletter } : {}),
    ...(body.suggestions !== undefined ? { suggestionsSubscribed: body.suggestions } : {}),
  });
  return toSettings(db, updated ?? member);
}

/** A new avatar (resized, stored under a new name); the previous stored one is removed. */
export async function setAvatar(
  db: Db,
  mediaDir: string,
  member: UserRow,
  bytes: Buffer,
): Promise<MemberSettings> {
  const url = await storeAvatar(mediaDir, member.id, await resizeAvatar(bytes));
  const updated = await updateUser(db, member.id, { avatarUrl: url });
  await removeAvatarFile(mediaDir, member.avatarUrl);
  return toSettings(db, updated ?? member);
}

export async function clearAvatar(db: Db, mediaDir: string, member: UserRow): Promise<MemberSettings> {
  const updated = await updateUser(db, member.id, { avatarUrl: null });
  await removeAvatarFile(mediaDir, member.avatarUrl);
  return toSettings(db, updated ?? member);
}
