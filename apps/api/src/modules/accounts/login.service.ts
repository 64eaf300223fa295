import type { AuthSession, Locale } from '@magazine/contracts';
import { normalizeEmail } from '@magazine/contracts';
import { AppError } from '../../lib/app-error';
import { welcomeMail } from '../mail/account-mails';
import type { AccountsContext } from './context';
import { siteUrl } from './context';
import { consumeLink, inspectLink } from './links';
import { verifyPassword } from './passwords';
import { sendVerification } from './register.service';
import { createSession } from './sessions';
import { toUser } from './user-mapper';
import { findUserByEmail, findUserById, providersOf, updateUser } from './users.repository';

/**
 * Email and password login. Unknown email, social account without a password and wrong
 * password answer the same code after the same argon2 work (no enumeration). An unverified
 * member is logged in, with EMAIL_NOT_YET_VERIFIED as the message (docs/decisions/0002).
 */
export async function emailLogin(
  ctx: AccountsContext,
  input: { email: string; password: string; platform: string },
): Promise<{ session: AuthSession; message: 'LOGIN_SUCCESSFUL' | 'EMAIL_NOT_YET_VERIFIED' }> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(input.email));
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError('WRONG_EMAIL_OR_PASSWORD');
  const token = await createSession(ctx.db, user.id, {
    idleDays: ctx.config.SESSION_IDLE_DAYS,
    platform: input.platform,
  });
  const session = { ...toUser(user, await providersOf(ctx.db, user.id)), token, isFirstLogin: false };
  return { session, message: user.emailVerifiedAt ? 'LOGIN_SUCCESSFUL' : 'EMAIL_NOT_YET_VERIFIED' };
}

/**
 * GET user/verify-email/{token}: valid for VERIFY_LINK_TTL_SECONDS (SPEC: 24 hours) and once. A link opened again after it
 * worked (a mail scanner may open it first) still answers "verified".
 */
export async function verifyEmail(ctx: AccountsContext, token: string) {
  const link = await inspectLink(ctx.db, token, 'verify_email');
  if (link.state === 'unknown') throw new AppError('LINK_INVALID');
  const user = await findUserById(ctx.db, link.userId);
  if (!user) throw new AppError('LINK_INVALID');
  if (link.state === 'used') {
    if (user.emailVerifiedAt) return toUser(user, await providersOf(ctx.db, user.id));
    throw new AppError('LINK_INVALID');
  }
  if (link.state === 'expired') {
    if (user.emailVerifiedAt) return toUser(user, await providersOf(ctx.db, user.id));
    throw new AppError('LINK_EXPIRED', { data: { email: user.email } });
  }
  if (!(await consumeLink(ctx.db, link.linkId))) throw new AppError('LINK_INVALID');
  const verified = user.emailVerifiedAt
    ? user
    : await updateUser(ctx.db, user.id, { emailVerifiedAt: new Date() });
  if (!user.emailVerifiedAt && verified) {
    const locale: Locale = verified.language === 'en' ? 'en' : 'vi';
    ctx.mailer.post({
      to: verified.email,
      ...welcomeMail(locale, verified.name, siteUrl(ctx.config, locale, '/')),
    });
  }
  return toUser(verified ?? user, await providersOf(ctx.db, user.id));
}

/** POST v2/user/resend-validation-link: a fresh link (the old ones stop working). */
export async function resendValidation(ctx: AccountsContext, input: { email: string; language: Locale }) {
  const user = await findUserByEmail(ctx.db, normalizeEmail(input.email));
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await sendVerification(ctx, user, input.language);
}
