// Bundles the API into dist/server.js: our workspace packages (contracts, db) are compiled in,
// npm dependencies stay external and load from node_modules at run time.
import { build } from 'esbuild';

/** Every bare import but our own `@magazine/*` packages is left to node_modules. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@magazine/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/server.ts', 'src/db/seed-cli.ts'],
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
