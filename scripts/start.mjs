// `npm start`: builds what is missing or stale, starts the API (migrations and demo content on
// first run) and then the web site, prints the address, and stops both on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_NODE_FLAGS } from '../apps/api/node-flags.mjs';
import {
  callbackUrls,
  DEMO_EMAIL_DOMAIN,
  DEMO_SIGN_IN_PORT,
  socialLoginEnv,
  wantsDemoSignIn,
} from '../apps/api/scripts/demo-sign-in.mjs';
import { WEB_NODE_FLAGS } from '../apps/web/node-flags.mjs';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${webPort}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  API_PORT: apiPort,
  WEB_PORT: webPort,
  API_URL: apiUrl,
  PUBLIC_URL: publicUrl,
  // the API runs in apps/api: a relative DATA_DIR means relative to where npm start was run
  ...(process.env.DATA_DIR ? { DATA_DIR: resolve(process.env.DATA_DIR) } : {}),
};
const HEALTH_TIMEOUT_MS = 10 * 60 * 1000; // the first start generates the demo content

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** A fingerprint of everything the web build reads, so an unchanged tree is not rebuilt. */
function webSourceHash() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (['node_modules', '.next', 'dist'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(root, 'apps/web'));
  walk(join(root, 'packages/contracts/src'));
  hash.update(readFileSync(join(root, 'package-lock.json')));
  hash.update(apiUrl); // the /media rewrite is fixed at build time
  return hash.digest('hex');
}

// the generator is a package of its own that the API imports only to fill an empty database:
// plain node runs its built dist/index.js, so build it like the API (esbuild, about a second)
run('npm', ['run', 'build', '-w', 'packages/demo-content'], root);
run('npm', ['run', 'build', '-w', 'apps/api'], root);
const stamp = join(root, 'apps/web/.next/source-hash');
const sourceHash = webSourceHash();
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceHash) {
  console.log('Building the web site (first run or changed sources)…');
  run('npm', ['run', 'build', '-w', 'apps/web'], root);
  writeFileSync(stamp, sourceHash);
}

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(code), 12_000);
  deadline.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function launch(name, cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping everything.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

async function waitForHealth() {
  const started = Date.now();
  while (Date.now() - started < HEALTH_TIMEOUT_MS && !stopping) {
    try {
      const res = await fetch(`${apiUrl}/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API did not become healthy');
}

// Google and Facebook on the demo: a local OpenID provider stands in for both (its login page
// takes any name), unless either is configured or DEMO_SIGN_IN=false (README "Social login")
let demoSignIn = null;
if (wantsDemoSignIn(env)) {
  const port = Number(env.DEMO_SIGN_IN_PORT ?? DEMO_SIGN_IN_PORT);
  try {
    const { startLocalProvider } = await import('../apps/api/scripts/local-identity-provider.mjs');
    demoSignIn = await startLocalProvider(callbackUrls(publicUrl), { port, emailDomain: DEMO_EMAIL_DOMAIN });
    Object.assign(env, socialLoginEnv(demoSignIn.issuer));
  } catch (err) {
    // oidc-provider is a development package; a port in use is not worth stopping the demo for
    console.warn(`Demo sign-in not started (${err.code ?? err.message}): the login offers email only.`);
  }
}

launch('API', process.execPath, [...API_NODE_FLAGS, 'dist/server.js'], join(root, 'apps/api'));
await waitForHealth();
launch(
  'web',
  process.execPath,
  // Next's handler behind our own server: timeouts, methods, malformed paths (see its header)
  [...WEB_NODE_FLAGS, 'server.mjs'],
  join(root, 'apps/web'),
);
// the API's /docs is served in production only when API_DOCS=true says so
const docs = env.API_DOCS === 'true' ? `${apiUrl}/docs` : apiUrl;
const signIn = demoSignIn
  ? `\n  Google and Facebook sign in through a local demo provider (${demoSignIn.issuer}): any name, any password.`
  : '';
console.log(
  `\n  Magazine running at http://127.0.0.1:${webPort}  (English: /en, API: ${docs})${signIn}\n  Ctrl-C stops both.\n`,
);
