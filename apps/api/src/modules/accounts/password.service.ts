import { checkPasswordChange, type Locale, normalizeEmail } from '@magazine/contracts';
import { AppError, validationError } from '../../lib/app-error';
import { recoveryMail } from '../mail/account-mails';
import { type AccountsContext, RESET_LINK_TTL_MINUTES, siteUrl } from './context';
import { consumeLink, createLink, inspectLink } from './links';
import { hashPassword, verifyPassword } from './passwords';
import { isFreshLogin, revokeOtherSessions } from './sessions';
import { toUser, type UserRow } from './user-mapper';
import { findUserByEmail, findUserById, providersOf, updateUser } from './users.repository';

/**
 * POST v2/forget-password. An unknown email is USER_NOT_FOUND, as SPEC §8 describes; the
 * registration form reveals the same fact, and both are rate limited (docs/decisions/0004).
 */
export async function forgetPassword(ctx: AccountsContext, input: { email: string; language: Locale }) {
  const user = await findUserByEmail(ctx.db, normalizeEmail(input.email));
  if (!user) throw new AppError('USER_NOT_FOUND');
  const token = await createLink(ctx.db, user.id, 'reset_password', RESET_LINK_TTL_MINUTES * 60_000);
  const url = siteUrl(ctx.config, input.language, `/reset-password/${token}`);
  ctx.mailer.post({
    to: user.email,
    ...recoveryMail(input.language, user.name, url, RESET_LINK_TTL_MINUTES),
  });
}

async function liveResetLink(ctx: AccountsContext, token: string) {
  const link = await inspectLink(ctx.db, token, 'reset_password');
  if (link.state === 'expired') throw new AppError('LINK_EXPIRED');
  if (link.state !== 'valid') throw new AppError('LINK_INVALID');
  const user = await findUserById(ctx.db, link.userId);
  if (!user) throw new AppError('LINK_INVALID');
  return { link, user };
}

/** GET v2/validate-restore-password-token/{token}: whether the reset page may be shown. */
export async function validateRestoreToken(ctx: AccountsContext, token: string) {
  const { user } = await liveResetLink(ctx, token);
  return { email: user.email };
}

/**
 * POST v2/restore-password: sets the new password, ends every session of the member, and
 * counts as proof of the email (the link arrived there).
 */
export async function restorePassword(ctx: AccountsContext, input: { password: string; token: string }) {
  const { link, user } = await liveResetLink(ctx, input.token);
  if (!(await consumeLink(ctx.db, link.linkId))) throw new AppError('LINK_INVALID');
  await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(input.password),
    ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
  });
  await revokeOtherSessions(ctx.db, user.id, null);
}

/** Change password: the rules of SPEC §5, then the old password; other sessions end. */
export async function changePassword(
  ctx: AccountsContext,
  member: UserRow,
  sessionId: string | null,
  input: { oldPassword: string; newPassword: string; confirmPassword: string },
) {
  if (!member.passwordHash) throw new AppError('PASSWORD_NOT_SET');
  const problems = checkPasswordChange(input);
  if (problems.length > 0) throw validationError(problems);
  if (!(await verifyPassword(member.passwordHash, input.oldPassword)))
    throw new AppError('OLD_PASSWORD_INCORRECT', {
      fields: [{ field: 'oldPassword', code: 'OLD_PASSWORD_INCORRECT' }],
    });
  const updated = await updateUser(ctx.db, member.id, {
    passwordHash: await hashPassword(input.newPassword),
  });
  await revokeOtherSessions(ctx.db, member.id, sessionId);
  return toUser(updated ?? member, await providersOf(ctx.db, member.id));
}

/** A social account's first password (SPEC §4: needed before it can be changed). */
export async function createPassword(
  ctx: AccountsContext,
  member: UserRow,
  sessionId: string | null,
  input: { password: string; confirmPassword: string },
) {
  if (member.passwordHash) throw new AppError('PASSWORD_ALREADY_SET');
  if (input.confirmPassword !== input.password)
    throw validationError([{ field: 'confirmPassword', code: 'PASSWORD_CONFIRM_MISMATCH' }]);
  // a password is a way in that outlives the session: a stolen session alone must not make one
  if (!(await isFreshLogin(ctx.db, sessionId))) throw new AppError('REAUTHENTICATION_REQUIRED');
  const updated = await updateUser(ctx.db, member.id, { passwordHash: await hashPassword(input.password) });
  await revokeOtherSessions(ctx.db, member.id, sessionId);
  return toUser(updated ?? member, await providersOf(ctx.db, member.id));
}
