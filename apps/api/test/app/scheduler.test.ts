// Scheduled jobs run once per slot however many API nodes share the database: two apps built on
// one database stand for two nodes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articleViewMarks, scheduledJobRuns } from '@magazine/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';

const ctx = useTestApp({ env: { PRUNE_VIEW_MARKS_EVERY_SECONDS: '1' } });
let second: App;

beforeAll(async () => {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'api-test-')),
    LOG_LEVEL: 'silent',
    PRUNE_VIEW_MARKS_EVERY_SECONDS: '1',
  });
  second = await buildApp({ env, database: ctx.database });
});
afterAll(async () => {
  await second?.close();
});

const runsOf = (job: string) =>
  ctx.database.db
    .select()
    .from(scheduledJobRuns)
    .where(eq(scheduledJobRuns.job, job))
    .orderBy(asc(scheduledJobRuns.slot));

/** Waits until `job` has `count` finished runs (or 15 s: then the assertions that follow say what is wrong). */
async function finishedRuns(job: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const runs = (await runsOf(job)).filter((run) => run.finishedAt);
    if (runs.length >= count || Date.now() > deadline) return runs;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a scheduled job on two nodes', () => {
  it('runs once per slot, on one node or the other, never on both', async () => {
    const calls: { node: string; slot: number }[] = [];
    const job = (node: string) => async (slot: Date) => {
      calls.push({ node, slot: slot.getTime() });
      return `ran on ${node}`;
    };
    ctx.app.schedule('test-once', 200, job('first'));
    second.schedule('test-once', 200, job('second'));

    const runs = await finishedRuns('test-once', 4);
    expect(runs.length).toBeGreaterThanOrEqual(4);
    // no slot ran twice, and each finished run was one call, on the node its row names
    const slots = calls.map((call) => call.slot);
    expect(new Set(slots).size).toBe(slots.length);
    for (const run of runs) {
      expect(run.slot.getTime() % 200).toBe(0);
      const call = calls.find((c) => c.slot === run.slot.getTime());
      expect(run.outcome).toBe(`ran on ${call?.node}`);
    }
  });

  it('records a failed run and runs the next slot as usual', async () => {
    let n = 0;
    const flaky = async () => {
      n += 1;
      if (n === 1) throw new Error('the mail server said no');
      return 'sent';
    };
    ctx.app.schedule('test-flaky', 200, flaky);
    const runs = await finishedRuns('test-flaky', 2);
    expect(runs[0]?.outcome).toBe('failed: the mail server said no');
    expect(runs[1]?.outcome).toBe('sent');
  });
});

describe('a node shutting down', () => {
  it('tells its running job to stop, and records what the job answered', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'api-test-')),
      LOG_LEVEL: 'silent',
    });
    const third = await buildApp({ env, database: ctx.database });
    let started: () => void = () => {};
    const began = new Promise<void>((resolve) => {
      started = resolve;
    });
    // a job that would take 30 s (longer than the test may) unless told to stop
    third.schedule(
      'test-long',
      200,
      (_slot, stop) =>
        new Promise<string>((resolve) => {
          started();
          const timer = setTimeout(() => resolve('ran to the end'), 30_000);
          stop.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve('stopped early');
          });
        }),
    );
    await began;
    await third.close();
    const runs = (await runsOf('test-long')).filter((run) => run.finishedAt);
    expect(runs.map((run) => run.outcome)).toEqual(['stopped early']);
  });
});

describe('prune-view-marks', () => {
  it('deletes the marks past the 30-minute window and keeps the others', async () => {
    const { db } = ctx.database;
    const article = await createArticle(db);
    // runs that began before the marks were there removed nothing; two more include a whole one after
    const before = (await runsOf('prune-view-marks')).length;
    await db.insert(articleViewMarks).values([
      { articleId: article.id, readerKey: 'k:old', countedAt: sql`now() - interval '31 minutes'` },
      { articleId: article.id, readerKey: 'k:fresh', countedAt: sql`now() - interval '5 minutes'` },
    ]);
    const runs = await finishedRuns('prune-view-marks', before + 2);
    expect(runs.some((run) => run.outcome === '1 marks removed')).toBe(true);
    const left = await db
      .select({ readerKey: articleViewMarks.readerKey })
      .from(articleViewMarks)
      .where(eq(articleViewMarks.articleId, article.id));
    expect(left).toEqual([{ readerKey: 'k:fresh' }]);
  });
});
