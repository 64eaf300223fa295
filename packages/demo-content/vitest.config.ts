import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // each file seeds fresh in-memory PGlite databases; two at a time is what 2 cores carry
    maxWorkers: 2,
  },
});
