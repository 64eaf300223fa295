// The machine's ceiling: nginx (Debian's) serving a page's HTML as a plain file on loopback.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { NGINX_PATH } from '../../deploy/nginx';

const portOpen = (port: number) =>
  new Promise<boolean>((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => answer(true)));
    socket.once('error', () => answer(false));
  });

/**
 * Serves `files` (path → content) from a folder of the run; answers the base URL and a stop. Each
 * file is also written gzipped (level 6, as the site compresses) beside it, which nginx sends to a
 * client that accepts gzip (`gzip_static`): the ceiling for what browsers ask.
 */
export async function serveStatic(dir: string, port: number, files: Record<string, string>) {
  const root = join(dir, 'www');
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, content);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 6 }));
  }
  const conf = join(dir, 'static.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes auto;
pid ${join(dir, 'static.pid')};
error_log ${join(dir, 'static-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  default_type text/html;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 100 && !(await portOpen(port)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}
