// Bundles the API into dist/server.js: our workspace packages (contracts, db) are compiled in,
// npm dependencies stay external and load from node_modules at run time. So does the demo-content
// generator: server.ts imports it only to fill an empty database, and it must not ship in here.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

const LOADED_AT_RUN_TIME = new Set(['@magazine/demo-content']);

/** Bare imports are left to node_modules, but our own `@magazine/*` packages are compiled in (except the above). */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@magazine/') && !LOADED_AT_RUN_TIME.has(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts', 'src/user-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('api built: dist/server.js');
