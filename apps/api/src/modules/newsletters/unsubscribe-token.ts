import { createHmac } from 'node:crypto';
import { NEWSLETTER_LISTS, type NewsletterList } from '@magazine/contracts';
import { safeEqual } from '../../lib/tokens';

// An unsubscribe link must work for as long as the mail is kept, without a login and without a
// row per mail: it names the member and the list in clear and is signed with the app's secret.

const sign = (secret: string, userId: string, list: NewsletterList) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${list}`).digest('base64url');

/** "<member id>.<list>.<signature>" */
export function unsubscribeToken(secret: string, userId: string, list: NewsletterList): string {
  return `${userId}.${list}.${sign(secret, userId, list)}`;
}

/** The member and list a token was made for, or null when it was not made with `secret`. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; list: NewsletterList } | null {
  const [userId, list, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length > 0) return null;
  if (!(NEWSLETTER_LISTS as readonly string[]).includes(list ?? '')) return null;
  const known = list as NewsletterList;
  return safeEqual(signature, sign(secret, userId, known)) ? { userId, list: known } : null;
}
