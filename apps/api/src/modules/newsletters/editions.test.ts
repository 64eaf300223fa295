import { describe, expect, it } from 'vitest';
import { dueEditions, localTime } from './editions';

// Asia/Ho_Chi_Minh is UTC+7 all year
const at = (iso: string) => new Date(iso);

describe('newsletter editions', () => {
  it('reads the local day and hour in Asia/Ho_Chi_Minh', () => {
    // Monday 23 November 2026, 23:30 UTC is Tuesday 24 November, 06:30 in Hanoi
    expect(localTime(at('2026-11-23T23:30:00Z'))).toEqual({ day: '2026-11-24', weekday: 2, hour: 6 });
  });

  it('sends the weekly newsletter on Tuesday mornings, from 07:00 until noon', () => {
    expect(dueEditions(at('2026-11-23T23:59:00Z'))).toEqual([]); // 06:59
    expect(dueEditions(at('2026-11-24T00:00:00Z'))).toEqual([
      { list: 'weekly', day: '2026-11-24', key: 'weekly:2026-11-24' },
    ]);
    expect(dueEditions(at('2026-11-24T04:59:00Z'))).toHaveLength(1); // 11:59
    expect(dueEditions(at('2026-11-24T05:00:00Z'))).toEqual([]); // noon: too late for this morning
  });

  it('sends the suggestions on Monday and Thursday mornings, and nothing on other days', () => {
    expect(dueEditions(at('2026-11-23T01:00:00Z'))).toEqual([
      { list: 'suggestions', day: '2026-11-23', key: 'suggestions:2026-11-23' },
    ]);
    expect(dueEditions(at('2026-11-26T02:00:00Z')).map((e) => e.key)).toEqual(['suggestions:2026-11-26']);
    for (const day of ['2026-11-25', '2026-11-27', '2026-11-28', '2026-11-29'])
      expect(dueEditions(at(`${day}T02:00:00Z`))).toEqual([]);
  });
});
