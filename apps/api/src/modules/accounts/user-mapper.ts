import {
  DEFAULT_TIMEZONE,
  isAdultOn,
  isoDayIn,
  type Locale,
  type Role,
  type SocialProvider,
  type User,
} from '@magazine/contracts';
import type { UserRow } from '@magazine/db';

export type { UserRow };

/** The member as every account endpoint answers it; no secret ever leaves through here. */
export function toUser(row: UserRow, providers: SocialProvider[]): User {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatarUrl,
    role: row.role as Role,
    language: row.language as Locale,
    isEmailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    isSubcribe: row.isSubscribed,
    providers,
    createdAt: row.createdAt.toISOString(),
    isAdult: isAdultOn(row.dob, isoDayIn(DEFAULT_TIMEZONE)),
  };
}

/** The old registration names the member after the part of the email before @. */
export function nameFromEmail(email: string): string {
  return (email.split('@')[0] ?? email).slice(0, 100);
}
