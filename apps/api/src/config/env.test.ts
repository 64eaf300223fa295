import { describe, expect, it } from 'vitest';
import { loadEnv, shouldSeedDemo } from './env';

const SERVER = 'postgres://postgres@127.0.0.1:5432/magazine';

describe('shouldSeedDemo', () => {
  it.each([
    // database, NODE_ENV, SEED_DEMO → seeds an empty database?
    ['PGlite', undefined, 'development', undefined, true],
    ['PGlite', undefined, 'production', undefined, true],
    ['PostgreSQL', SERVER, 'development', undefined, true],
    ['PostgreSQL', SERVER, 'production', undefined, false],
  ])('%s with NODE_ENV=%s and SEED_DEMO unset → %s', (_, url, nodeEnv, seed, expected) => {
    const env = loadEnv({ DATABASE_URL: url, NODE_ENV: nodeEnv, SEED_DEMO: seed });
    expect(shouldSeedDemo(env)).toBe(expected);
  });

  it('seeds a production server only when SEED_DEMO=true says so', () => {
    expect(shouldSeedDemo(loadEnv({ DATABASE_URL: SERVER, NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe(
      true,
    );
  });

  it('never seeds with SEED_DEMO=false, embedded or not', () => {
    expect(shouldSeedDemo(loadEnv({ NODE_ENV: 'development', SEED_DEMO: 'false' }))).toBe(false);
    expect(shouldSeedDemo(loadEnv({ DATABASE_URL: SERVER, NODE_ENV: 'test', SEED_DEMO: 'false' }))).toBe(
      false,
    );
  });

  it('counts an empty SEED_DEMO as unset', () => {
    const env = loadEnv({ DATABASE_URL: SERVER, NODE_ENV: 'production', SEED_DEMO: '' });
    expect(env.SEED_DEMO).toBeUndefined();
    expect(shouldSeedDemo(env)).toBe(false);
  });
});
