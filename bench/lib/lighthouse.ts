// Lighthouse (npm `lighthouse`, Debian's Chromium) on one page: its default mobile profile, three
// runs, the median of each figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

export type Quality = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

// the package's command, wherever npm put it (workspaces hoist it to the root)
const BIN = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli',
  'index.js',
);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');

async function once(url: string): Promise<Quality> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const out = join(dir, 'report.json');
  try {
    await new Promise<void>((done, fail) => {
      const child = spawn(
        process.execPath,
        [
          BIN,
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
          stdio: 'ignore',
        },
      );
      child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`lighthouse exited with ${code}`))));
    });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.numericValue ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function lighthouse(url: string, runs = 3): Promise<Quality> {
  const results: Quality[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(url));
  const keys = Object.keys(results[0]!) as (keyof Quality)[];
  return Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])) as Quality;
}
