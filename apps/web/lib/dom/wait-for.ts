type Timers = {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const defaultTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `find` now and every `intervalMs` until it returns something or `timeoutMs` has
 * passed, then hands the result to `onFound`. Returns a cancel function.
 */
export function pollFor<T>(
  find: () => T | null | undefined,
  onFound: (found: T) => void,
  {
    timeoutMs,
    intervalMs = 50,
    timers = defaultTimers,
  }: { timeoutMs: number; intervalMs?: number; timers?: Timers },
): () => void {
  const startedAt = timers.now();
  let handle: unknown;
  const tick = () => {
    const found = find();
    if (found) return onFound(found);
    if (timers.now() - startedAt < timeoutMs) handle = timers.setTimeout(tick, intervalMs);
  };
  tick();
  return () => timers.clearTimeout(handle);
}
