// `npm test`: every suite in turn (contracts units, the demo-content generator on PGlite, web
// units, the API on the database the environment names, the browser journeys), then one line
// with the totals.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackages } from './debian-packages.mjs';

const only = process.argv.slice(2);
const suites = [
  { name: 'contracts', workspace: 'packages/contracts' },
  { name: 'demo-content', workspace: 'packages/demo-content' },
  { name: 'web', workspace: 'apps/web' },
  { name: 'api', workspace: 'apps/api' },
  { name: 'e2e', workspace: 'e2e' },
].filter((s) => only.length === 0 || only.includes(s.name));

if (suites.some((s) => s.name === 'e2e')) ensureDebianPackages('the browser journeys');

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
