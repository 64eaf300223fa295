// `npm test`: every suite in turn (contracts units, the demo-content generator on PGlite, web
// units, the API on the database the environment names, the browser journeys), then one line
// with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const only = process.argv.slice(2);
const suites = [
  { name: 'contracts', workspace: 'packages/contracts' },
  { name: 'demo-content', workspace: 'packages/demo-content' },
  { name: 'web', workspace: 'apps/web' },
  { name: 'api', workspace: 'apps/api' },
  { name: 'e2e', workspace: 'e2e' },
].filter((s) => only.length === 0 || only.includes(s.name));

/**
 * The journeys drive Debian's Chromium (test tools never download browsers) and put Debian's
 * nginx in front of the site (deploy/nginx.conf). On a fresh machine of this kind neither is
 * installed yet: install what is missing once, as the README promises `npm test` works.
 */
function ensureDebianPackages() {
  const wanted = [
    { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
    { path: process.env.NGINX_PATH ?? '/usr/sbin/nginx', pkg: 'nginx' },
  ].filter(({ path }) => !existsSync(path));
  if (wanted.length === 0) return;
  const names = wanted.map((w) => w.pkg).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `${names} missing: install Debian's packages (apt-get install -y ${names}) to run the journeys.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${names} for the browser journeys…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...wanted.map((w) => w.pkg)],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (suites.some((s) => s.name === 'e2e')) ensureDebianPackages();

const reports = mkdtempSync(join(tmpdir(), 'magazine-tests-'));
let passed = 0;
let failed = 0;
let broken = false;

for (const suite of suites) {
  const out = join(reports, `${suite.name}.json`);
  console.log(`\n━━ ${suite.name} ━━`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: suite.workspace, stdio: 'inherit', env: process.env },
  );
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) broken = true;
  } catch {
    broken = true;
  }
  if (run.status !== 0) broken = true;
}

console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
