import { z } from 'zod';

/** Plain decimal digits (a minus sign allowed, for a clear "too small"): a page number, a limit. */
const DECIMAL = /^-?\d{1,9}$/;

/**
 * A whole number from a query string, between `min` and `max`. Only plain decimal digits are read
 * as a number: `Number()` (and so `z.coerce`) would take "0x10" as 16, "1e1" as 10 and " 5" as 5.
 * A number given as such (server code parsing its own values) passes as it is.
 */
export function queryInt(min: number, max: number) {
  return (
    z
      // anything else is not a number at all: the field error says "wrong type"
      .union([z.number(), z.string().regex(DECIMAL).transform(Number)], { error: 'INVALID_TYPE' })
      .pipe(z.number().int().min(min).max(max))
  );
}

/**
 * A list in a query string. One rule whatever the spelling: `key=a`, `key[]=a`, and either
 * repeated, are all lists (one item or several); at most `max` items.
 */
export function queryList<T extends z.ZodType>(item: T, max: number) {
  return z.union([z.array(item).max(max), item.transform((value) => [value])]);
}
