import { describe, expect, it } from 'vitest';
import { eventState } from './media';

describe('eventState', () => {
  const start = new Date('2026-12-01T02:00:00Z');
  const end = new Date('2026-12-03T14:00:00Z');

  it('is coming soon until the start', () => {
    expect(eventState(start, end, new Date(start.getTime() - 1))).toBe('coming-soon');
  });
  it('is happening from the start to the end, both included', () => {
    expect(eventState(start, end, start)).toBe('happening');
    expect(eventState(start, end, end)).toBe('happening');
  });
  it('is ended after the end', () => {
    expect(eventState(start, end, new Date(end.getTime() + 1))).toBe('ended');
  });
});
