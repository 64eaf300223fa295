// The disk under DATA_DIR full, then read-only, on the embedded database: a clear error in the
// envelope and the log, nothing acknowledged lost, and a PGlite folder that opens and reads whole.
//   npm run build -w apps/api && npm run faults:data-dir -w bench      (root: it mounts a tmpfs)
// 1. DATA_DIR is a 192 MB tmpfs holding PGlite, media and the outbox. The API runs on it.
// 2. The disk is filled to the last byte. Members keep writing (registrations, 2 KB comments,
//    bookmarks, likes, avatars): every answer is a 200 (it fitted) or a 503 SERVICE_UNAVAILABLE in
//    the envelope, never a 500; reads go on answering 200.
// 3. The filler is removed: the same writes succeed again, without a restart.
// 4. The API stops; the folder is opened directly: every acknowledged write is there and every
//    table reads.
// 5. The tmpfs is remounted read-only: the API refuses to start, with one line naming DATA_DIR
//    and the reason, and leaves the folder as it was. Remounted writable, it starts again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase, pgliteDir } from '@magazine/db';
import { sql } from 'drizzle-orm';
import { createArticle, createAuthor, createTopic } from '../../apps/api/test/helpers/factories';
import { createMember, type TestMember } from '../../apps/api/test/helpers/members';
import { Checks, callApi } from '../lib/faults';
import { exited, spawnBuiltApi, startBuiltApi } from '../lib/processes';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.FAULT_API_PORT ?? 4450);
const base = `http://127.0.0.1:${PORT}`;
/** 1×1 PNG: the avatar route makes a 256 px WebP of it under DATA_DIR/media */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

if (process.getuid?.() !== 0) {
  console.error('This script mounts a tmpfs: run it as root.');
  process.exit(2);
}

const checks = new Checks();
const mount = (...args: string[]) => {
  const r = spawnSync('mount', args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`mount ${args.join(' ')}: ${r.stderr}`);
};

type Answer = Awaited<ReturnType<typeof callApi>>;
const isEnvelope = (a: Answer) => a.body !== null && 'data' in a.body;

type Acked = { emails: string[]; comments: string[]; bookmarks: [string, string][] };

/** One round of member writes; what was acknowledged, and every answer's status. */
async function writeRound(members: TestMember[], articleIds: string[], round: string, acked: Acked) {
  const answers: Answer[] = [];
  await Promise.all(
    members.map(async (member, m) => {
      const articleId = articleIds[m % articleIds.length]!;
      const email = `disk-${round}-${m}@example.com`;
      const reg = await callApi(base, '/v2/user/register', {
        json: { email, password: 'secret1', language: 'vi', agreeTerms: true },
      });
      if (reg.status === 200) acked.emails.push(email);
      const comment = await callApi<{ _id?: string }>(base, '/v2/comments', {
        json: { articleId, body: `${round} ${m} ${'Bình luận dài về món phở. '.repeat(80)}`.slice(0, 2_000) },
        headers: member.headers,
      });
      if (comment.status === 200 && comment.body?.data._id) acked.comments.push(comment.body.data._id);
      const bookmark = await callApi(base, `/bookmark/bookmark-article/${articleId}`, {
        json: {},
        headers: member.headers,
      });
      if (bookmark.status === 200) acked.bookmarks.push([member.id, articleId]);
      const avatar = await callApi(base, '/v2/member/avatar', {
        method: 'PUT',
        headers: { ...member.headers, 'content-type': 'image/png' },
        body: PNG,
      });
      answers.push(reg, comment, bookmark, avatar);
    }),
  );
  return answers;
}

const tally = (answers: Answer[]) => {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 200 ? '200' : `${a.status} ${a.body?.message ?? '(no envelope)'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k} ×${n}`).join(', ');
};

const dataDir = mkdtempSync(join(tmpdir(), 'fault-data-dir-'));
mount('-t', 'tmpfs', '-o', 'size=192m', 'tmpfs', dataDir);
let api: Awaited<ReturnType<typeof startBuiltApi>> | undefined;
try {
  // the content and the members, written directly, as in the other fault scripts
  let database = await createDatabase({ dataDir: pgliteDir(dataDir) });
  await database.migrate();
  const [author, topic] = [await createAuthor(database.db), await createTopic(database.db)];
  const articleIds: string[] = [];
  for (let i = 0; i < 10; i++)
    articleIds.push((await createArticle(database.db, { authorIds: [author.id], topicId: topic.id })).id);
  const members: TestMember[] = [];
  for (let i = 0; i < 20; i++) members.push(await createMember(database.db));
  await database.close();

  const env = { DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false', PUBLIC_CACHE_TTL_MS: '0' };
  let log = '';
  api = await startBuiltApi(ROOT, PORT, env, (chunk) => (log += chunk));
  const acked: Acked = { emails: [], comments: [], bookmarks: [] };
  const before = await writeRound(members, articleIds, 'before', acked);
  checks.report(
    'writes with room',
    before.every((a) => a.status === 200),
    tally(before),
  );

  // fill the disk: big pieces, then small ones, until not one more byte fits
  let fillers = 0;
  for (const size of [1024 * 1024, 4096, 1]) {
    try {
      for (;;) writeFileSync(join(dataDir, `filler-${fillers++}`), Buffer.alloc(size));
    } catch {}
  }
  const full: Answer[] = [];
  for (let round = 0; round < 3; round++)
    full.push(...(await writeRound(members, articleIds, `full${round}`, acked)));
  const reads = await Promise.all(
    articleIds.map((id) => callApi(base, `/v2/latest-article?page=1&limit=12&ignoreArticleIds=${id}`)),
  );
  const refused = full.filter((a) => a.status === 503);
  const logged = log.split('\n').filter((line) => line.includes('storage full or read-only'));
  checks.report(
    'writes on a full disk',
    refused.length > 0 &&
      full.every(
        (a) =>
          a.status === 200 ||
          (a.status === 503 && a.body?.message === 'SERVICE_UNAVAILABLE' && isEnvelope(a)),
      ) &&
      reads.every((a) => a.status === 200) &&
      logged.length === refused.length,
    `${tally(full)}; reads meanwhile: ${tally(reads)}; log: ${logged.length} × "storage full or read-only" ` +
      `(${[...new Set(logged.map((line) => /"code":"(\w+)"/.exec(line)?.[1]))].join(', ')})`,
  );

  for (const name of readdirSync(dataDir)) if (name.startsWith('filler-')) rmSync(join(dataDir, name));
  const after = await writeRound(members, articleIds, 'after', acked);
  checks.report(
    'writes once there is room again (no restart)',
    after.every((a) => a.status === 200),
    tally(after),
  );

  api.child.kill('SIGTERM');
  await exited(api.child);
  api = undefined;

  // the folder as the API left it: every acknowledged write there, every table readable
  database = await createDatabase({ dataDir: pgliteDir(dataDir) });
  const db = database.db;
  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
  let missing = 0;
  for (const email of acked.emails)
    missing += (await count(sql`select count(*) n from users where email = ${email}`)) ? 0 : 1;
  for (const id of acked.comments)
    missing += (await count(sql`select count(*) n from comments where id = ${id}`)) ? 0 : 1;
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  let rows = 0;
  for (const { tablename } of tables.rows)
    rows += await count(sql.raw(`select count(*) n from "${tablename}"`));
  await database.close();
  checks.report(
    'the PGlite folder after it all',
    missing === 0,
    `${acked.emails.length} registrations and ${acked.comments.length} comments acknowledged, ${missing} missing; ` +
      `${tables.rows.length} tables read whole (${rows} rows)`,
  );

  // read-only: the API must refuse to start, say why, and leave the folder alone
  mount('-o', 'remount,ro', dataDir);
  const listing = readdirSync(dataDir, { recursive: true }).length;
  let said = '';
  const refusedStart = spawnBuiltApi(ROOT, PORT, env, (chunk) => (said += chunk));
  const code = await new Promise<number | null>((r) => {
    const timer = setTimeout(() => {
      refusedStart.kill('SIGKILL');
      r(null);
    }, 15_000);
    refusedStart.once('exit', (c) => {
      clearTimeout(timer);
      r(c);
    });
  });
  const unchanged = readdirSync(dataDir, { recursive: true }).length === listing;
  checks.report(
    'start on a read-only DATA_DIR',
    code === 1 && /read-only file system/.test(said) && unchanged,
    `exit ${code}, said: ${said.trim().split('\n')[0]}; folder ${unchanged ? 'unchanged' : 'CHANGED'}`,
  );

  mount('-o', 'remount,rw', dataDir);
  api = await startBuiltApi(ROOT, PORT, env);
  const health = await callApi(base, '/health');
  checks.report('start once writable again', health.status === 200, `health ${health.status}`);
} finally {
  if (api) {
    api.child.kill('SIGTERM');
    await exited(api.child);
  }
  spawnSync('umount', [dataDir]);
  rmSync(dataDir, { recursive: true, force: true });
}
checks.finish('DATA_DIR faults');
