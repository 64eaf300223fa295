import { DEFAULT_LOCALE, isLocale, type Locale } from '@magazine/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of messages for this request: the `language` query or body field when valid,
 * else an Accept-Language that starts with "en", else Vietnamese.
 */
export function requestLocale(req: FastifyRequest): Locale {
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.language;
  if (isLocale(fromQuery)) return fromQuery;
  const fromBody = (req.body as Record<string, unknown> | undefined)?.language;
  if (isLocale(fromBody)) return fromBody;
  const header = req.headers['accept-language'];
  if (typeof header === 'string' && /^en\b/i.test(header.trim())) return 'en';
  return DEFAULT_LOCALE;
}
