import { describe, expect, it } from 'vitest';
import { linkLife } from './link-life';

describe('linkLife', () => {
  it('says whole hours, as SPEC §9 gives the verification link (24 hours)', () => {
    expect(linkLife('en', 86_400)).toBe('24 hours');
    expect(linkLife('vi', 86_400)).toBe('24 giờ');
    expect(linkLife('en', 3_600)).toBe('1 hour');
  });

  it('says whole minutes, else seconds, never more than the link lives', () => {
    expect(linkLife('en', 1_800)).toBe('30 minutes');
    expect(linkLife('vi', 5_400)).toBe('90 phút');
    expect(linkLife('en', 150)).toBe('2 minutes');
    expect(linkLife('en', 60)).toBe('1 minute');
    expect(linkLife('en', 40)).toBe('40 seconds');
    expect(linkLife('vi', 40)).toBe('40 giây');
  });
});
