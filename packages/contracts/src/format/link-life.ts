import type { Locale } from '../locale';

/**
 * A link's life as the mail and the pages say it: whole hours (SPEC's 24), else whole minutes, else seconds (a
 * shortened one), never more than it is.
 */
export function linkLife(locale: Locale, ttlSeconds: number): string {
  const say = (n: number, vi: string, en: string) =>
    locale === 'vi' ? `${n} ${vi}` : `${n} ${en}${n === 1 ? '' : 's'}`;
  if (ttlSeconds >= 3600 && ttlSeconds % 3600 === 0) return say(ttlSeconds / 3600, 'giờ', 'hour');
  if (ttlSeconds >= 60) return say(Math.floor(ttlSeconds / 60), 'phút', 'minute');
  return say(ttlSeconds, 'giây', 'second');
}
