// kill -9 of the API in the middle of a write storm, on PGlite and on PostgreSQL: every write the
// API acknowledged is there after a restart, and nothing is half-written.
//   npm run faults -w bench            (both databases; FAULT_DATABASES=pglite or postgres for one)
// 50 clients register, bookmark, like and comment as fast as they can; after FAULT_STORM_MS the
// API is killed with SIGKILL, started again on the same data, and stopped; then the database is
// read directly. Prints one line per database and exits 1 on any lost or half-written write.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase, type Database, pgliteDir } from '@magazine/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createArticle, createAuthor, createTopic } from '../../apps/api/test/helpers/factories';
import { createMember, type TestMember } from '../../apps/api/test/helpers/members';
import { callApi } from '../lib/faults';
import { exited, startBuiltApi } from '../lib/processes';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.FAULT_API_PORT ?? 4400);
const CLIENTS = 50;
const STORM_MS = Number(process.env.FAULT_STORM_MS ?? 4_000);
const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const base = `http://127.0.0.1:${PORT}`;

type Acked = {
  emails: string[];
  bookmarks: [string, string][];
  likes: [string, string][];
  comments: string[];
};

/** The API on the run's data, as an operator would run it (captcha off: the clients are scripts). */
const startApi = (env: Record<string, string>) =>
  startBuiltApi(ROOT, PORT, { CAPTCHA_ENABLED: 'false', PUBLIC_CACHE_TTL_MS: '0', ...env });

/** The envelope of an acknowledged write, else null; throws once the API is gone. */
async function post(path: string, json: unknown, headers: Record<string, string> = {}) {
  const { status, body } = await callApi<{ _id?: string } | null>(base, path, { json, headers });
  return status === 200 && body?.errorCode === 200 ? body : null;
}

/** 50 clients until the API dies; what it acknowledged. */
async function storm(members: TestMember[], articleIds: string[], run: string): Promise<Acked> {
  const acked: Acked = { emails: [], bookmarks: [], likes: [], comments: [] };
  let n = 0;
  const client = async (c: number) => {
    const member = members[c]!;
    for (let i = 0; ; i++) {
      const articleId = articleIds[(c + i) % articleIds.length]!;
      try {
        switch (i % 4) {
          case 0: {
            const email = `storm-${run}-${n++}@example.com`;
            const ok = await post('/v2/user/register', {
              email,
              password: 'secret1',
              language: 'vi',
              agreeTerms: true,
            });
            if (ok) acked.emails.push(email);
            break;
          }
          case 1:
            if (await post(`/bookmark/bookmark-article/${articleId}`, {}, member.headers))
              acked.bookmarks.push([member.id, articleId]);
            break;
          case 2:
            if (await post('/v2/like/article', { articleId, like: true }, member.headers))
              acked.likes.push([member.id, articleId]);
            break;
          default: {
            const ok = await post(
              '/v2/comments',
              { articleId, body: `Bình luận ${c}-${i} trong cơn bão` },
              member.headers,
            );
            if (ok?.data?._id) acked.comments.push(ok.data._id);
          }
        }
      } catch {
        return; // the API is gone: whatever was in flight was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return acked;
}

async function check(database: Database, acked: Acked): Promise<string[]> {
  const db = database.db;
  const missing: string[] = [];
  const has = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n) > 0;
  for (const email of acked.emails) {
    if (!(await has(sql`select count(*) as n from users where email = ${email}`)))
      missing.push(`user ${email}`);
  }
  for (const [user, article] of acked.bookmarks) {
    if (
      !(await has(
        sql`select count(*) as n from bookmarks where user_id = ${user} and article_id = ${article}`,
      ))
    )
      missing.push(`bookmark ${user}/${article}`);
  }
  for (const [user, article] of acked.likes) {
    if (
      !(await has(
        sql`select count(*) as n from article_likes where user_id = ${user} and article_id = ${article}`,
      ))
    )
      missing.push(`like ${user}/${article}`);
  }
  for (const id of acked.comments) {
    if (!(await has(sql`select count(*) as n from comments where id = ${id}`))) missing.push(`comment ${id}`);
  }
  // nothing half-written: every registered member has the rows registration writes with it
  const orphans = (await db.execute(
    sql`select count(*) as n from users u where u.email like 'storm-%' and u.password_hash is null`,
  )) as unknown as { rows: { n: string }[] };
  if (Number(orphans.rows[0]!.n) > 0) missing.push(`${orphans.rows[0]!.n} members without their password`);
  return missing;
}

async function runOn(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), `fault-${kind}-`));
  const dbName = `fault_${process.pid}`;
  const url = kind === 'postgres' ? `${PG_SERVER}/${dbName}` : undefined;
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  if (url) {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
  }
  try {
    const open = () => createDatabase(url ? { url } : { dataDir: pgliteDir(dataDir) });
    let database = await open();
    await database.migrate();
    const [author, topic] = [await createAuthor(database.db), await createTopic(database.db)];
    const articleIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      articleIds.push((await createArticle(database.db, { authorIds: [author.id], topicId: topic.id })).id);
    }
    const members: TestMember[] = [];
    for (let i = 0; i < CLIENTS; i++) members.push(await createMember(database.db));
    await database.close(); // PGlite: one process at a time on the folder

    const env = { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) };
    let api = (await startApi(env)).child;
    const storming = storm(members, articleIds, kind);
    await new Promise((r) => setTimeout(r, STORM_MS));
    api.kill('SIGKILL');
    const acked = await storming;
    await exited(api);

    api = (await startApi(env)).child; // recovery: it must start on what the kill left
    api.kill('SIGTERM');
    await exited(api);

    database = await open();
    const missing = await check(database, acked);
    await database.close();
    const total = acked.emails.length + acked.bookmarks.length + acked.likes.length + acked.comments.length;
    console.log(
      `${kind}: ${total} acknowledged writes (${acked.emails.length} registrations, ${acked.bookmarks.length} bookmarks, ` +
        `${acked.likes.length} likes, ${acked.comments.length} comments) before kill -9; after restart ` +
        (missing.length === 0
          ? 'all there, nothing half-written'
          : `MISSING ${missing.length}: ${missing.slice(0, 5).join(', ')}`),
    );
    return missing.length === 0 && total > 0;
  } finally {
    if (url) {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = (process.env.FAULT_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
let ok = true;
for (const kind of kinds) ok = (await runOn(kind)) && ok;
process.exit(ok ? 0 : 1);
