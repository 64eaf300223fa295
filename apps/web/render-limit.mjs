// How many requests Next.js renders at once. A page that is not in the page cache costs Next tens
// of milliseconds of CPU (the search page ~23 ms). 50 readers at once on two cores used to start
// 50 renders together: each took as long as all of them, and every reader waited for the slowest
// (p99 up to 4.8 s on the search page). With a limit, the others wait their turn in arrival order
// (their sockets are open; the server's timeouts still apply) and renders finish one after another
// (p99 ~1 s, and more pages a second). docs/decisions/0027.

import { AsyncResource } from 'node:async_hooks';

/** Paths served by Next without rendering anything, never queued. */
const UNLIMITED = ['/_next/', '/media/'];
/**
 * Only reads are queued: a POST (a server action, a form with two 5 MB images) is read by Next
 * while it holds its place, and a few slow uploads would otherwise stop every page of the site.
 */
const QUEUED_METHODS = new Set(['GET', 'HEAD']);

/**
 * A gate of `limit` places. `admit(req, res, run)` calls `run` when a place is free, or after
 * `maxWaitMs` anyway (then over the limit, which holds again as places are given back); the place is
 * given back when the answer ends (`res.end`, called by Next once the page is rendered; a slow
 * reader of the bytes does not keep it) or the connection closes first. A request whose
 * connection closes while it waits leaves the queue and is never rendered.
 */
export function createRenderLimit(limit, { maxWaitMs = 1_000 } = {}) {
  let active = 0;
  const waiting = [];
  // Places given back start the next ones on a later turn of the event loop, in their own
  // request's async context (bound when they were queued): never inside another request's
  // `res.end` or 'close' handler, whose context (AsyncLocalStorage: Next's per-request state)
  // and exceptions are not theirs.
  const startWaiting = () => {
    while (active < limit && waiting.length > 0) {
      active++;
      setImmediate(waiting.shift());
    }
  };
  const admit = (req, res, run) => {
    if (!QUEUED_METHODS.has(req.method) || UNLIMITED.some((prefix) => (req.url ?? '').startsWith(prefix)))
      return run();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      active--;
      startWaiting();
    };
    let timer;
    /** takes this request out of the queue; false when it is no longer there */
    const dequeue = () => {
      const at = waiting.indexOf(start);
      if (at !== -1) waiting.splice(at, 1);
      return at !== -1;
    };
    // a reader who leaves while waiting leaves the queue
    const leave = () => {
      dequeue();
      clearTimeout(timer);
    };
    const start = AsyncResource.bind(() => {
      res.off('close', leave);
      clearTimeout(timer);
      if (res.destroyed || req.socket?.destroyed) return release();
      // Given back when Next ends the answer: for a page (held whole by the script policy, so
      // this wrapper stays the one Next calls) before its bytes are sent; for anything else the
      // script policy puts its own `end` back, and 'finish' (the bytes handed to the system)
      // gives the place back; 'close' whatever happens.
      const end = res.end;
      res.end = function (...args) {
        res.end = end;
        try {
          return end.apply(this, args);
        } finally {
          release();
        }
      };
      res.once('finish', release);
      res.once('close', release);
      run();
    });
    if (active < limit && waiting.length === 0) {
      active++;
      return start();
    }
    waiting.push(start);
    res.once('close', leave);
    // Waiting is bounded: the places may be held by renders waiting on a slow API rather than by
    // work, and a page Next has ready in its cache should not wait behind them for long.
    timer = setTimeout(() => {
      if (!dequeue()) return;
      active++;
      start();
    }, maxWaitMs);
    timer.unref?.();
  };
  return Object.assign(admit, {
    /** renders in progress and requests waiting, for tests */
    state: () => ({ active, waiting: waiting.length }),
  });
}

/** The limit for this machine: WEB_RENDER_CONCURRENCY, else two renders per core. */
export function renderConcurrency(env = process.env, cores = 2) {
  const asked = Number(env.WEB_RENDER_CONCURRENCY);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.max(2, 2 * cores);
}
