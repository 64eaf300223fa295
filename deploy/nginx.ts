// deploy/nginx.conf on loopback, for the journeys and the benchmark: the same file with its listen
// address, upstream, cache folder, pid and log moved into a folder of the run. Nothing else changes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';

const SOURCE = resolve(import.meta.dirname, 'nginx.conf');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type NginxOptions = { dir: string; listenPort: number; upstreamPort: number };

/** Writes the configuration for a loopback run and answers its path. */
export function renderNginxConf({ dir, listenPort, upstreamPort }: NginxOptions): string {
  mkdirSync(join(dir, 'cache'), { recursive: true });
  let conf = readFileSync(SOURCE, 'utf8');
  const replace = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    conf = conf.replace(from, to);
  };
  replace('listen 80;', `listen 127.0.0.1:${listenPort};`);
  replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`);
  replace('/var/cache/nginx/magazine', join(dir, 'cache'));
  replace('pid /run/nginx-magazine.pid;', `pid ${join(dir, 'nginx.pid')};`);
  replace('/var/log/nginx/magazine-error.log', join(dir, 'error.log'));
  // root starts the workers as nobody, who could not write the run's cache folder
  if (process.getuid?.() === 0) conf = `user root;\n${conf}`;
  const path = join(dir, 'nginx.conf');
  writeFileSync(path, conf);
  return path;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => answer(true)));
    socket.once('error', () => answer(false));
  });
}

/** Starts nginx in the foreground with the rendered configuration; answers once it listens. */
export async function startNginx(options: NginxOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  const conf = renderNginxConf(options);
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', options.dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100 && !(await portOpen(options.listenPort)); i++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode} (see ${options.dir}/error.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${options.listenPort}`,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}
