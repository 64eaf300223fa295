// Bundles the generator into dist/index.js, the entry plain node loads (the API imports it at run
// time only when it seeds). Our workspace packages (contracts, db) are compiled in, npm
// dependencies stay external. Tools that read TypeScript use src/ (the `types`/`source` conditions).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bare imports are left to node_modules, but our own `@magazine/*` packages are compiled in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@magazine/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/index.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
console.log('demo-content built: dist/index.js');
