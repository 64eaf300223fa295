// The processes a benchmark starts, found and watched through /proc (Linux).
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_NODE_FLAGS } from '../../apps/api/node-flags.mjs';
import { WEB_NODE_FLAGS } from '../../apps/web/node-flags.mjs';

/** `pid` and every process under it. */
export function descendants(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    const parent = out[i]!;
    try {
      for (const task of readdirSync(`/proc/${parent}/task`)) {
        const children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim();
        if (children) out.push(...children.split(/\s+/).map(Number));
      }
    } catch {}
  }
  return out;
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Resident memory of a process in bytes (0 once it is gone). */
export function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples the resident memory of named groups of processes every 200 ms and keeps each group's
 * peak (a group's processes are summed: Next may run a worker beside its server).
 */
export class MemoryWatch {
  private readonly peaks = new Map<string, number>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly groups: () => Record<string, number[]>) {
    this.timer = setInterval(() => this.sample(), 200);
    this.timer.unref();
  }

  sample(): void {
    for (const [name, pids] of Object.entries(this.groups())) {
      const total = pids.reduce((sum, pid) => sum + rssBytes(pid), 0);
      this.peaks.set(name, Math.max(this.peaks.get(name) ?? 0, total));
    }
  }

  /** Peak resident memory per group, in MB. */
  stop(): Record<string, number> {
    clearInterval(this.timer);
    this.sample();
    return Object.fromEntries(
      [...this.peaks].map(([name, bytes]) => [name, Math.round(bytes / 1024 / 1024)]),
    );
  }
}

/**
 * The built API (apps/api/dist/server.js) as its own process on loopback, production mode, no
 * demo content, limits raised; `env` adds the database, the port and whatever else the run needs.
 * `onOutput` given: the API's output (its log) goes there instead of to this process's own.
 */
export function spawnBuiltApi(
  root: string,
  port: number,
  env: Record<string, string>,
  onOutput?: (chunk: string) => void,
): ChildProcess {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, 'dist/server.js'], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit'],
  });
  if (onOutput) {
    child.stdout?.on('data', (d) => onOutput(String(d)));
    child.stderr?.on('data', (d) => onOutput(String(d)));
  }
  return child;
}

/** Resolves once `url` answers 2xx; throws if `child` exits first or `url` never answers. */
async function answering(child: ChildProcess, url: string, what: string, attempts: number, everyMs: number) {
  for (let i = 0; i < attempts; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, everyMs));
  }
  child.kill('SIGTERM');
  throw new Error(`${what} never answered`);
}

/** spawnBuiltApi, resolved once /health answers. */
export async function startBuiltApi(
  root: string,
  port: number,
  env: Record<string, string>,
  onOutput?: (chunk: string) => void,
) {
  const child = spawnBuiltApi(root, port, env, onOutput);
  const base = `http://127.0.0.1:${port}`;
  await answering(child, `${base}/health`, 'the API', 600, 100);
  return { child, base };
}

/**
 * The built site (apps/web/server.mjs) on loopback in production mode, talking to `apiUrl`;
 * resolved once its home page answers.
 */
export async function startBuiltWeb(root: string, port: number, apiUrl: string) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...WEB_NODE_FLAGS, 'server.mjs'], {
    cwd: join(root, 'apps/web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: String(port),
      API_URL: apiUrl,
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await answering(child, `${base}/`, 'the site', 300, 200);
  return { child, base };
}

/** Resolves when the process has ended (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((r) =>
    child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r()),
  );
}
