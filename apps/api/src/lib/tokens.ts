import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: access tokens and emailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its SHA-256, hex. A leaked table opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const NO_SECRET = hashToken('');

/**
 * Whether `given` hashes to `storedHash` (hex SHA-256), in time that does not depend on where they
 * differ or on whether a secret is stored at all.
 */
export function matchesHash(given: string, storedHash: string | null): boolean {
  const left = Buffer.from(hashToken(given), 'hex');
  const right = Buffer.from(storedHash && /^[0-9a-f]{64}$/.test(storedHash) ? storedHash : NO_SECRET, 'hex');
  return timingSafeEqual(left, right) && storedHash !== null && given !== '';
}
