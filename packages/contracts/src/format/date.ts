import { DEFAULT_TIMEZONE } from '../constants';
import type { Locale } from '../locale';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const RELATIVE_DATE_MAX_MS = 7 * DAY_MS;

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Making a formatter costs ~20 times what using one does (44 µs against 2 here), and a listing
// dates every card: one per kind and time zone (a few hundred zones exist), kept.
const FORMAT_OPTIONS = {
  day: { locale: 'en-US', options: { year: 'numeric', month: 'numeric', day: 'numeric' } },
  clock: { locale: 'en-GB', options: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } },
} as const satisfies Record<string, { locale: string; options: Intl.DateTimeFormatOptions }>;
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(kind: keyof typeof FORMAT_OPTIONS, timeZone: string) {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const { locale, options } = FORMAT_OPTIONS[kind];
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

function partsInZone(date: Date, timeZone: string) {
  const parts = formatIn('day', timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** "Mar 05, 2024" in English, "05 Thg 03, 2024" in Vietnamese, in the magazine's time zone. */
export function formatAbsoluteDate(date: Date, locale: Locale, timeZone = DEFAULT_TIMEZONE): string {
  const { year, month, day } = partsInZone(date, timeZone);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  return locale === 'vi' ? `${dd} Thg ${mm}, ${year}` : `${EN_MONTHS[month - 1]} ${dd}, ${year}`;
}

/** "09:00", "22:30": the time of day on a 24-hour clock, in the magazine's time zone. */
export function formatClockTime(date: Date, timeZone = DEFAULT_TIMEZONE): string {
  return formatIn('clock', timeZone).format(date);
}

/** "05 Thg 12, 2026, 09:00": a moment as the event pages and mails write it. */
export function formatDateTime(date: Date, locale: Locale, timeZone = DEFAULT_TIMEZONE): string {
  return `${formatAbsoluteDate(date, locale, timeZone)}, ${formatClockTime(date, timeZone)}`;
}

/** "2026-12-05": the calendar day a moment falls on in the magazine's time zone. */
export function calendarDay(date: Date, timeZone = DEFAULT_TIMEZONE): string {
  const { year, month, day } = partsInZone(date, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A calendar day ("2026-12-05", a day pass's) written like formatAbsoluteDate, whatever the zone. */
export function formatCalendarDay(day: string, locale: Locale): string {
  return formatAbsoluteDate(new Date(`${day}T12:00:00Z`), locale, 'UTC');
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many} ago`;
}

/**
 * "just now", "5 minutes ago", "3 hours ago", "6 days ago"; from exactly one week on, and for
 * dates in the future, the absolute date.
 */
export function formatRelativeDate(
  date: Date,
  locale: Locale,
  now: Date = new Date(),
  timeZone = DEFAULT_TIMEZONE,
): string {
  const diff = now.getTime() - date.getTime();
  if (diff < 0 || diff >= RELATIVE_DATE_MAX_MS) return formatAbsoluteDate(date, locale, timeZone);
  if (diff < MINUTE_MS) return locale === 'vi' ? 'Vừa xong' : 'just now';
  if (diff < HOUR_MS) {
    const n = Math.floor(diff / MINUTE_MS);
    return locale === 'vi' ? `${n} phút trước` : plural(n, 'minute', 'minutes');
  }
  if (diff < DAY_MS) {
    const n = Math.floor(diff / HOUR_MS);
    return locale === 'vi' ? `${n} giờ trước` : plural(n, 'hour', 'hours');
  }
  const n = Math.floor(diff / DAY_MS);
  return locale === 'vi' ? `${n} ngày trước` : plural(n, 'day', 'days');
}

/** 1:05:09 or 42:07 */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
