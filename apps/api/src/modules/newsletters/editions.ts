import { DEFAULT_TIMEZONE, type NewsletterList } from '@magazine/contracts';

/** The mornings each list goes out (SPEC §9), as days of the week (0 Sunday … 6 Saturday). */
export const SEND_DAYS: Record<NewsletterList, readonly number[]> = {
  weekly: [2], // Tuesday
  suggestions: [1, 4], // Monday and Thursday
};
/** "Morning", in the magazine's time zone: an edition goes out from 07:00 and not from noon on. */
export const SEND_FROM_HOUR = 7;
export const SEND_UNTIL_HOUR = 12;

/** One mailing of a list: "weekly:2026-11-24" is the weekly newsletter of Tuesday 24 November. */
export type Edition = { list: NewsletterList; day: string; key: string };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The local date, day of the week and hour of `now` in `timeZone`. */
export function localTime(now: Date, timeZone: string = DEFAULT_TIMEZONE) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour),
  };
}

/**
 * The editions whose morning it is at `now`. The sending job wakes several times a morning; an
 * edition already sent to a member is not sent again (newsletter_sends), and a morning missed
 * altogether is skipped rather than sent late in the day.
 */
export function dueEditions(now: Date, timeZone: string = DEFAULT_TIMEZONE): Edition[] {
  const { day, weekday, hour } = localTime(now, timeZone);
  if (hour < SEND_FROM_HOUR || hour >= SEND_UNTIL_HOUR) return [];
  return (Object.keys(SEND_DAYS) as NewsletterList[])
    .filter((list) => SEND_DAYS[list].includes(weekday))
    .map((list) => ({ list, day, key: `${list}:${day}` }));
}
