import { timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time. */
export function safeEqualStrings(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
