import { resolve } from 'node:path';
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
  PUBLIC_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(5_000),
  /** Fill an empty database with the demo content at start-up; unset: see shouldSeedDemo */
  SEED_DEMO: z.stringbool().optional(),
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
