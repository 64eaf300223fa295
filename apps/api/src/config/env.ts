import { resolve } from 'node:path';
import { UNVERIFIED_FOLLOW_LIMIT_DEFAULT, VERIFY_LINK_TTL_MS } from '@magazine/contracts';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** PostgreSQL server; unset means embedded PGlite under DATA_DIR */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default(resolve(REPO_ROOT, 'data')),
  PUBLIC_URL: z.url().default('http://127.0.0.1:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long public GET answers are reused in memory; 0 turns the cache off */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** the answer cache's bound in bytes (32 MB) */
  PUBLIC_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .default(32 * 1024 * 1024),
  /** The OpenAPI document and its browser at /docs; unset: on everywhere but production */
  API_DOCS: z.stringbool().optional(),
  /** Fill an empty database with the demo content at start-up; unset: see shouldSeedDemo */
  SEED_DEMO: z.stringbool().optional(),

  // ---- accounts ----
  /** Secret for signing captcha challenges; unset: one is made and kept in DATA_DIR/secrets */
  AUTH_SECRET: z.string().min(32).optional(),
  /** smtp(s)://user:pass@host:port; unset: mail is written as .eml files to DATA_DIR/outbox */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Tạp Chí <no-reply@tapchi.local>'),
  /** Redis for rate limits shared by several API nodes; unset: limits are kept in memory */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Proxies whose X-Forwarded-For is believed (the web server calls the API from loopback) */
  TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  /** How often the view marks past the 30-minute window are deleted (once across all nodes) */
  PRUNE_VIEW_MARKS_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Multiplies every rate limit (tests raise it; 1 in production) */
  RATE_LIMIT_SCALE: z.coerce.number().min(1).default(1),
  /** How long an emailed verification link works; SPEC §9 says 24 hours (journeys shorten it to see one expire) */
  VERIFY_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(VERIFY_LINK_TTL_MS / 1000),
  /** A session not used for this many days ends */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(6065).default(90),
  /** follows an unverified member may have before the out-of-follows notice (SPEC §4) */
  UNVERIFIED_FOLLOW_LIMIT: z.coerce.number().int().min(0).max(1000).default(UNVERIFIED_FOLLOW_LIMIT_DEFAULT),
  CAPTCHA_ENABLED: z.stringbool().default(true),
  /** Proof-of-work size: the browser tries on average half this many hashes */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  /** Google sign-in (OpenID Connect); the button is hidden while the id is unset */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Facebook login (OAuth 2 + Graph API); the button is hidden while the id is unset */
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,name,email,picture'),
  FACEBOOK_SCOPE: z.string().default('email public_profile'),
  /** Hyvor Talk single sign-on key (user-information?fields=hyvorTalk) */
  HYVOR_TALK_SSO_KEY: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment once; empty strings count as unset. Fails fast with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}

/**
 * Whether start-up may fill an empty database with the demo content. A production server
 * (DATABASE_URL with NODE_ENV=production) never gets it unless SEED_DEMO=true says so; otherwise
 * (embedded PGlite, or a development server) it does unless SEED_DEMO=false.
 */
export function shouldSeedDemo(env: Pick<Env, 'SEED_DEMO' | 'DATABASE_URL' | 'NODE_ENV'>): boolean {
  if (env.SEED_DEMO !== undefined) return env.SEED_DEMO;
  return !(env.DATABASE_URL && env.NODE_ENV === 'production');
}

/** Whether /docs (and /docs/json, the whole route table) is served: not to the public in production. */
export function docsEnabled(env: Pick<Env, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return env.API_DOCS ?? env.NODE_ENV !== 'production';
}
