import { type AuthSession, type IdentityCardInput, normalizeEmail } from '@magazine/contracts';
import { AppError, validationError } from '../../lib/app-error';
import { verificationMail } from '../mail/account-mails';
import { redeemCaptcha } from './captcha';
import { type AccountsContext, identityDir, siteUrl } from './context';
import { checkIdentityCard, storeIdentityImages } from './identity';
import { createLink } from './links';
import { hashPassword } from './passwords';
import { createSession } from './sessions';
import { nameFromEmail, toUser, type UserRow } from './user-mapper';
import { findUserByEmail, insertIdentity, insertUser } from './users.repository';

type RegisterInput = {
  email: string;
  password: string;
  language: 'vi' | 'en';
  isSubcribe: boolean;
  identityCard?: IdentityCardInput;
  captcha?: string;
};

/**
 * Creates an unverified member, sends the verification link and signs the member in
 * (docs/decisions/0002). Everything is checked before the member is written: a refused
 * registration creates nothing (its captcha solution is spent; the form solves a new one).
 */
export async function registerMember(
  ctx: AccountsContext,
  input: RegisterInput,
  options: { legacy: boolean },
): Promise<{ session: AuthSession }> {
  const { db, config } = ctx;
  const email = normalizeEmail(input.email);
  if (config.CAPTCHA_ENABLED && !input.captcha)
    throw validationError([{ field: 'captcha', code: 'CAPTCHA_REQUIRED' }]);
  if (await findUserByEmail(db, email)) throw new AppError('EMAIL_ALREADY_EXISTS');
  if (config.CAPTCHA_ENABLED && !(await redeemCaptcha(db, ctx.authSecret, input.captcha ?? '')))
    throw new AppError('CAPTCHA_INVALID');
  // images are decoded only for a request that has done its proof of work
  const identity = await checkIdentityCard(input.identityCard);

  const passwordHash = await hashPassword(input.password);
  const name = options.legacy || !identity ? nameFromEmail(email) : identity.fullname;
  const images = identity ? await storeIdentityImages(identityDir(config), identity) : null;
  let user: UserRow | undefined;
  try {
    user = await db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        email,
        name,
        passwordHash,
        language: input.language,
        isSubscribed: input.isSubcribe,
        // the profile's date of birth starts as the identity card's (it decides adults-only pages)
        dob: identity?.dob ?? null,
      });
      if (!row) return undefined; // registered by a concurrent request in the meantime
      if (identity) {
        await insertIdentity(tx, {
          userId: row.id,
          fullname: identity.fullname,
          dob: identity.dob,
          identityNumber: identity.identityNumber,
          identityDate: identity.identityDate,
          identityPlace: identity.identityPlace,
          frontImage: images?.front ?? null,
          backImage: images?.back ?? null,
        });
      }
      return row;
    });
  } catch (err) {
    await images?.remove();
    throw err;
  }
  if (!user) {
    await images?.remove();
    throw new AppError('EMAIL_ALREADY_EXISTS');
  }

  await sendVerification(ctx, user);
  const token = await createSession(db, user.id, { idleDays: config.SESSION_IDLE_DAYS });
  // a new account: no social login is linked yet
  return { session: { ...toUser(user, []), token, isFirstLogin: false } };
}

/** A new single-use verification link, mailed in the member's language after the answer (a failure is logged). */
export async function sendVerification(
  ctx: AccountsContext,
  user: UserRow,
  language = user.language,
): Promise<void> {
  const locale = language === 'en' ? 'en' : 'vi';
  const ttlSeconds = ctx.config.VERIFY_LINK_TTL_SECONDS;
  const token = await createLink(ctx.db, user.id, 'verify_email', ttlSeconds * 1000);
  const url = siteUrl(ctx.config, locale, `/verify-email/${token}`);
  const mail = verificationMail(locale, user.name, url, ttlSeconds);
  ctx.mailer.post({ to: user.email, ...mail });
}
