// The journeys and the benchmarks drive Debian's Chromium (test tools never download browsers) and
// Debian's nginx (deploy/nginx.conf in front of the site, and the static-file ceiling). On a fresh
// machine of this kind neither is installed yet: install what is missing once.
//   node scripts/debian-packages.mjs <what needs them>   (or import ensureDebianPackages)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function ensureDebianPackages(forWhat) {
  const wanted = [
    { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
    { path: process.env.NGINX_PATH ?? '/usr/sbin/nginx', pkg: 'nginx' },
  ].filter(({ path }) => !existsSync(path));
  if (wanted.length === 0) return;
  const names = wanted.map((w) => w.pkg).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `${names} missing: install Debian's packages (apt-get install -y ${names}) for ${forWhat}.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${names} for ${forWhat}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...wanted.map((w) => w.pkg)],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureDebianPackages(process.argv[2] ?? 'this machine');
}
