import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // a poll waits for what a page shows after a round trip (a server action and its refresh): on a
    // loaded 2-core machine that can take longer than vitest's default second
    expect: { poll: { timeout: 10_000 } },
  },
});
