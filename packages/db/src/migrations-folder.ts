import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The SQL migrations folder of this package. It is found through the package's own name, so it
 * works from the sources (tsx, vitest) and from a bundle that compiled this code in (the API's
 * dist/server.js), as long as `@magazine/db` is installed in node_modules (workspaces link it).
 */
export function migrationsFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('@magazine/db/package.json');
  return join(dirname(packageJson), 'drizzle');
}
