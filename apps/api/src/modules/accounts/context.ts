import { join } from 'node:path';
import type { Locale } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Mailer } from '../mail/mailer';

/** What the account use cases need, built once by the routes plugin (tests build their own). */
export type AccountsContext = {
  db: Db;
  config: Env;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** signs captcha challenges */
  authSecret: string;
};

export const RESET_LINK_TTL_MINUTES = 60;

export function identityDir(config: Env): string {
  return join(config.DATA_DIR, 'private', 'identity');
}

/** A page of the site in a language: "/verify-email/x" or "/en/verify-email/x". */
export function siteUrl(config: Env, locale: Locale, path: string): string {
  const base = config.PUBLIC_URL.replace(/\/+$/, '');
  return `${base}${locale === 'en' ? '/en' : ''}${path}`;
}
