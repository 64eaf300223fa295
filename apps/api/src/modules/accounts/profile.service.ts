import { createHmac } from 'node:crypto';
import type { IdentitySummary, UserInformation } from '@magazine/contracts';
import type { z } from 'zod';
import type { AccountsContext } from './context';
import { toUser, type UserRow } from './user-mapper';
import { findIdentity, providersOf, updateUser } from './users.repository';

type IdentityRow = NonNullable<Awaited<ReturnType<typeof findIdentity>>>;

/** What may be shown of a member's identity: the number only by its last 3 digits. */
export function identitySummary(identity: IdentityRow): z.infer<typeof IdentitySummary> {
  return {
    fullname: identity.fullname,
    dob: identity.dob,
    identityNumberMasked: `${'•'.repeat(Math.max(identity.identityNumber.length - 3, 0))}${identity.identityNumber.slice(-3)}`,
    identityDate: identity.identityDate,
    identityPlace: identity.identityPlace,
    hasFrontImage: identity.frontImage !== null,
    hasBackImage: identity.backImage !== null,
  };
}

/** GET v2/user-information: the member; `information` adds the identity summary, `hyvorTalk` the comment SSO. */
export async function userInformation(
  ctx: AccountsContext,
  member: UserRow,
  fields: 'information' | 'hyvorTalk' | undefined,
): Promise<UserInformation> {
  const user: UserInformation = toUser(member, await providersOf(ctx.db, member.id));
  if (fields === 'information') {
    const identity = await findIdentity(ctx.db, member.id);
    user.identity = identity ? identitySummary(identity) : null;
  }
  if (fields === 'hyvorTalk') user.hyvorTalk = hyvorTalkSso(ctx.config.HYVOR_TALK_SSO_KEY, member);
  return user;
}

/** Hyvor Talk's stateless SSO: base64 user data and its HMAC-SHA256 with the site's key. */
function hyvorTalkSso(key: string | undefined, member: UserRow) {
  if (!key) return null;
  const userData = Buffer.from(
    JSON.stringify({
      timestamp: Math.floor(Date.now() / 1000),
      id: member.id,
      name: member.name,
      email: member.email,
      picture_url: member.avatarUrl ?? undefined,
    }),
  ).toString('base64');
  return { userData, hash: createHmac('sha256', key).update(userData).digest('hex') };
}

/** POST v2/user/profile: name, language of mails, newsletter opt-in. */
export async function updateProfile(
  ctx: AccountsContext,
  member: UserRow,
  input: { name?: string; language?: 'vi' | 'en'; isSubcribe?: boolean },
) {
  const updated = await updateUser(ctx.db, member.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
    ...(input.isSubcribe !== undefined ? { isSubscribed: input.isSubcribe } : {}),
  });
  return toUser(updated ?? member, await providersOf(ctx.db, member.id));
}
