import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollFor } from './wait-for';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollFor', () => {
  it('finds an element that appears within the wait', () => {
    let element: string | null = null;
    const onFound = vi.fn();
    pollFor(() => element, onFound, { timeoutMs: 1000 });
    vi.advanceTimersByTime(400);
    element = 'heading';
    vi.advanceTimersByTime(50);
    expect(onFound).toHaveBeenCalledWith('heading');
  });

  it('gives up after the wait', () => {
    const find = vi.fn(() => null);
    const onFound = vi.fn();
    pollFor(find, onFound, { timeoutMs: 1000, intervalMs: 100 });
    vi.advanceTimersByTime(5000);
    expect(onFound).not.toHaveBeenCalled();
    expect(find.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('stops when cancelled', () => {
    let element: string | null = null;
    const onFound = vi.fn();
    const cancel = pollFor(() => element, onFound, { timeoutMs: 1000 });
    cancel();
    element = 'late';
    vi.advanceTimersByTime(1000);
    expect(onFound).not.toHaveBeenCalled();
  });
});
