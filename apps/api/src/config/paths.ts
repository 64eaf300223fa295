import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function isApiRoot(dir: string): boolean {
  const file = join(dir, 'package.json');
  return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === '@magazine/api';
}

/** The apps/api folder, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!isApiRoot(dir)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api root (package.json of @magazine/api) not found');
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = resolve(API_ROOT, '..', '..');
