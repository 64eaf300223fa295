import type { JWK } from 'jose';

export type LocalAccount = { email?: string; email_verified?: boolean; name?: string };

export type LocalProvider = {
  issuer: string;
  /** profiles by login name; an unknown login signs in as `<login>@example.com`, verified */
  accounts: Map<string, LocalAccount>;
  /** the private signing key (tests sign their own tokens with it) */
  privateJwk: JWK;
  close(): Promise<void>;
};

export { CLIENTS } from './demo-sign-in.mjs';

export function startLocalProvider(
  redirectUris: string[],
  options?: { host?: string; port?: number; emailDomain?: string },
): Promise<LocalProvider>;
