import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api root (with drizzle/) not found');
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = resolve(API_ROOT, '..', '..');
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
