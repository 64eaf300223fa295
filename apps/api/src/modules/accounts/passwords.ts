import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's minimum profile.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of a password nobody knows, checked when the account does not exist or has no
// password, so "no such member" takes as long as "wrong password" (no enumeration by timing).
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
