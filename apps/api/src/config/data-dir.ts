import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WHY: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  EACCES: 'is not writable by this user',
  EPERM: 'is not writable by this user',
  ENOSPC: 'is on a full disk',
  EDQUOT: 'is over its disk quota',
};

/**
 * Why DATA_DIR cannot be used, or null when it can: it is made if missing and must take a write.
 * Checked before anything opens it, so a read-only or full disk stops the API at start with one
 * clear line instead of the embedded database's "failed to initialize" or a half-made folder.
 */
export function dataDirProblem(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-probe-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe);
    return null;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'UNKNOWN';
    return (
      `DATA_DIR ${dir} ${WHY[code] ?? `cannot be written (${code})`}: the API keeps its embedded database, ` +
      'media, mail outbox and secrets there. Make room, or point DATA_DIR at a writable folder.'
    );
  }
}
