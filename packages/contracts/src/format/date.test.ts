import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatAbsoluteDate,
  formatCalendarDay,
  formatClockTime,
  formatDateTime,
  formatDuration,
  formatRelativeDate,
} from './date';

const now = new Date('2024-03-12T05:00:00Z'); // 12:00 in Ho Chi Minh City
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatClockTime', () => {
  it('writes the time of day on a 24-hour clock in Ho Chi Minh City', () => {
    expect(formatClockTime(new Date('2024-03-05T02:00:00Z'))).toBe('09:00');
    expect(formatClockTime(new Date('2024-03-05T15:30:00Z'))).toBe('22:30');
    expect(formatClockTime(new Date('2024-03-05T17:05:00Z'))).toBe('00:05');
    expect(formatClockTime(new Date('2024-03-05T17:05:00Z'), 'UTC')).toBe('17:05');
  });
});

describe('calendar days and moments', () => {
  it('gives the Ho Chi Minh City day of a moment, and writes a day and a moment in each language', () => {
    expect(calendarDay(new Date('2024-03-04T18:30:00Z'))).toBe('2024-03-05');
    expect(calendarDay(new Date('2024-03-04T16:30:00Z'))).toBe('2024-03-04');
    expect(formatCalendarDay('2024-03-05', 'vi')).toBe('05 Thg 03, 2024');
    expect(formatCalendarDay('2024-03-05', 'en')).toBe('Mar 05, 2024');
    expect(formatDateTime(new Date('2024-03-05T02:00:00Z'), 'vi')).toBe('05 Thg 03, 2024, 09:00');
  });
});

describe('formatAbsoluteDate', () => {
  it('writes "Mar 05, 2024" in English and "05 Thg 03, 2024" in Vietnamese', () => {
    const date = new Date('2024-03-05T03:00:00Z');
    expect(formatAbsoluteDate(date, 'en')).toBe('Mar 05, 2024');
    expect(formatAbsoluteDate(date, 'vi')).toBe('05 Thg 03, 2024');
  });

  it('uses the Ho Chi Minh City day, not the UTC one', () => {
    const lateUtc = new Date('2024-03-04T18:30:00Z'); // 01:30 on Mar 05 in UTC+7
    expect(formatAbsoluteDate(lateUtc, 'en')).toBe('Mar 05, 2024');
  });

  it('keeps each time zone its own day, whichever zone was asked first', () => {
    const lateUtc = new Date('2024-03-04T18:30:00Z');
    expect(formatAbsoluteDate(lateUtc, 'en', 'UTC')).toBe('Mar 04, 2024');
    expect(formatAbsoluteDate(lateUtc, 'en')).toBe('Mar 05, 2024');
    expect(formatAbsoluteDate(lateUtc, 'en', 'America/New_York')).toBe('Mar 04, 2024');
    expect(formatAbsoluteDate(lateUtc, 'en', 'UTC')).toBe('Mar 04, 2024');
  });
});

describe('formatRelativeDate', () => {
  it.each([
    [0, 'just now', 'Vừa xong'],
    [59_999, 'just now', 'Vừa xong'],
    [MIN, '1 minute ago', '1 phút trước'],
    [59 * MIN, '59 minutes ago', '59 phút trước'],
    [HOUR, '1 hour ago', '1 giờ trước'],
    [23 * HOUR + 59 * MIN, '23 hours ago', '23 giờ trước'],
    [DAY, '1 day ago', '1 ngày trước'],
    [7 * DAY - 1, '6 days ago', '6 ngày trước'],
  ])('%d ms ago reads "%s" / "%s"', (ms, en, vi) => {
    expect(formatRelativeDate(ago(ms), 'en', now)).toBe(en);
    expect(formatRelativeDate(ago(ms), 'vi', now)).toBe(vi);
  });

  it('switches to the absolute date at exactly one week', () => {
    expect(formatRelativeDate(ago(7 * DAY), 'en', now)).toBe('Mar 05, 2024');
    expect(formatRelativeDate(ago(7 * DAY), 'vi', now)).toBe('05 Thg 03, 2024');
  });

  it('gives future dates absolutely', () => {
    expect(formatRelativeDate(new Date(now.getTime() + HOUR), 'en', now)).toBe('Mar 12, 2024');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [2527, '42:07'],
    [3909, '1:05:09'],
  ])('%d seconds is %s', (s, text) => expect(formatDuration(s)).toBe(text));
});
