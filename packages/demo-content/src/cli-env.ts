import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: the CLI runs from its sources (packages/demo-content/src) under tsx. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const CliEnv = z.object({
  /** PostgreSQL server; unset means embedded PGlite under DATA_DIR, as for the API */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default(resolve(REPO_ROOT, 'data')),
});

export type CliEnv = z.infer<typeof CliEnv>;

/**
 * The two variables the seed shares with the API, with the API's defaults. Empty strings count as
 * unset; a relative DATA_DIR is taken from where npm was run (INIT_CWD), like `npm start` does.
 */
export function loadCliEnv(source: NodeJS.ProcessEnv = process.env): CliEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = CliEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(source.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR) };
}
