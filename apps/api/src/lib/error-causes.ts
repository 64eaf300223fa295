/** The error and its causes (drizzle wraps the driver's error), up to five deep. */
export function* errorCauses(err: unknown): Generator<{ code: string; message: string }> {
  let e = err as { code?: unknown; cause?: unknown; message?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    yield {
      code: typeof e.code === 'string' ? e.code : '',
      message: typeof e.message === 'string' ? e.message : '',
    };
    e = e.cause as typeof e;
  }
}

/** PostgreSQL's unique_violation (23505), from the driver, PGlite or under drizzle's wrapping. */
export function isUniqueViolation(err: unknown): boolean {
  for (const { code } of errorCauses(err)) if (code === '23505') return true;
  return false;
}

/**
 * PostgreSQL's deadlock_detected (40P01): two transactions waited for each other and the server
 * ended this one (its changes are undone).
 */
export function isDeadlock(err: unknown): boolean {
  for (const { code } of errorCauses(err)) if (code === '40P01') return true;
  return false;
}
