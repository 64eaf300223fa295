import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // each file owns a fresh database; two at a time is what 2 cores carry
    maxWorkers: 2,
  },
});
