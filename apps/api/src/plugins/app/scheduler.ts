import { hostname } from 'node:os';
import { scheduledJobRuns } from '@magazine/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `run` once per `everyMs` slot across every API node on this database: each node wakes
     * at the slot's start and the first to claim it runs the job. What `run` answers is kept as
     * the run's outcome. `stop` is aborted when the node shuts down: a long job ends its run at
     * the next safe point instead of holding the shutdown (or being killed half way).
     */
    schedule(job: string, everyMs: number, run: (slot: Date, stop: AbortSignal) => Promise<string>): void;
  }
}

/** Rows of finished runs are kept this long, for the log and for an operator to look at. */
const KEEP_RUNS_MS = 7 * 24 * 60 * 60 * 1000;
/** Nodes wake up to this long after the slot starts, so they do not all hit the database at once. */
const MAX_JITTER_MS = 250;

const NODE = `${hostname()}:${process.pid}`.slice(0, 128);

/**
 * Scheduled jobs, run once per slot however many nodes run: a node claims a slot by inserting
 * (job, slot) under the table's primary key, and only the node whose insert went in runs the job.
 * A node that dies mid-run loses that slot (at most once per slot); the next slot runs as usual.
 * docs/decisions/0020 says why this and not a job queue yet.
 */
export default fp(
  async function scheduler(app: FastifyInstance, opts: { enabled: boolean }) {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const running = new Set<Promise<void>>();
    let closing = false;
    const stop = new AbortController();

    async function runSlot(job: string, slot: Date, run: (slot: Date, stop: AbortSignal) => Promise<string>) {
      const claimed = await app.db
        .insert(scheduledJobRuns)
        .values({ job, slot, node: NODE })
        .onConflictDoNothing()
        .returning({ job: scheduledJobRuns.job });
      if (claimed.length === 0) return; // another node has it
      let outcome: string;
      try {
        outcome = await run(slot, stop.signal);
        app.log.info({ job, slot, outcome }, 'scheduled job done');
      } catch (err) {
        outcome = `failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 1_000);
        app.log.error({ err, job, slot }, 'scheduled job failed');
      }
      await app.db
        .update(scheduledJobRuns)
        .set({ finishedAt: sql`now()`, outcome })
        .where(and(eq(scheduledJobRuns.job, job), eq(scheduledJobRuns.slot, slot)));
      await app.db
        .delete(scheduledJobRuns)
        .where(
          and(eq(scheduledJobRuns.job, job), lt(scheduledJobRuns.slot, new Date(Date.now() - KEEP_RUNS_MS))),
        );
    }

    app.decorate(
      'schedule',
      (job: string, everyMs: number, run: (slot: Date, stop: AbortSignal) => Promise<string>) => {
        if (!opts.enabled) return;
        const wake = () => {
          const now = Date.now();
          const next = (Math.floor(now / everyMs) + 1) * everyMs;
          const timer = setTimeout(
            () => {
              timers.delete(timer);
              if (closing) return;
              const task = runSlot(job, new Date(next), run)
                .catch((err: unknown) => app.log.warn({ err, job }, 'could not claim a scheduled run'))
                .finally(() => running.delete(task));
              running.add(task);
              wake();
            },
            next - now + Math.floor(Math.random() * Math.min(MAX_JITTER_MS, everyMs / 4)),
          );
          timer.unref();
          timers.add(timer);
        };
        wake();
      },
    );

    // before the database closes (onClose hooks run in reverse order of registration)
    app.addHook('onClose', async () => {
      closing = true;
      stop.abort();
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...running]);
    });
  },
  { name: 'scheduler', dependencies: ['database'] },
);
