// How many requests Next.js renders at once. A page that is not in the page cache costs Next tens
// of milliseconds of CPU (the search page ~23 ms). 50 readers at once on two cores used to start
// 50 renders together: each took as long as all of them, and every reader waited for the slowest
// (p99 up to 4.8 s on the search page). With a limit, the others wait their turn in arrival order
// (their sockets are open; the server's timeouts still apply) and renders finish one after another
// (p99 ~1 s, and more pages a second). docs/decisions/0027.

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
  const next = () => {
    while (active < limit && waiting.length > 0) {
      active++;
      waiting.shift()();
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
      next();
    };
    // a reader who leaves while waiting leaves the queue
    const leave = () => {
      const at = waiting.indexOf(start);
      if (at !== -1) waiting.splice(at, 1);
      clearTimeout(timer);
    };
    const start = () => {
      res.off('close', leave);
      clearTimeout(timer);
      if (res.destroyed || req.socket?.destroyed) return release();
      const end = res.end;
      res.end = function (...args) {
        res.end = end;
        release();
        return end.apply(this, args);
      };
      res.once('close', release);
      run();
    };
    waiting.push(start);
    res.once('close', leave);
    // Waiting is bounded: the places may be held by renders waiting on a slow API rather than by
    // work, and a page Next has ready in its cache should not wait behind them for long.
    const timer = setTimeout(() => {
      const at = waiting.indexOf(start);
      if (at === -1) return;
      waiting.splice(at, 1);
      active++;
      start();
    }, maxWaitMs);
    timer.unref?.();
    next();
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
