import { DEFAULT_LOCALE, type Locale, readLocale } from '@magazine/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of messages for this request: the `language` query or body field when valid
 * (read as the schemas read it, so before validation too: VN is vi), else an Accept-Language that starts with "en", else Vietnamese.
 */
export function requestLocale(req: FastifyRequest): Locale {
  const fromQuery = readLocale((req.query as Record<string, unknown> | undefined)?.language);
  if (fromQuery) return fromQuery;
  const fromBody = readLocale((req.body as Record<string, unknown> | undefined)?.language);
  if (fromBody) return fromBody;
  const header = req.headers['accept-language'];
  if (typeof header === 'string' && /^en\b/i.test(header.trim())) return 'en';
  return DEFAULT_LOCALE;
}
