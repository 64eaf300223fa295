import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules', '.next'],
    environment: 'node',
    // next-intl's navigation imports `next/navigation` without an extension, which Node's own ESM
    // resolution refuses: Vite resolves it instead (lib/routing/public-path.test.ts compares with it)
    server: { deps: { inline: ['next-intl'] } },
  },
});
