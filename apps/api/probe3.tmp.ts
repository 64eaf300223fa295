import { createDatabase } from '@magazine/db';
import pg from 'pg';
import * as repo from './src/modules/articles/articles.repository';

const caps: any[] = [];
const orig = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (q: any, ...rest: any[]) {
  if (typeof q === 'object' && q.text) caps.push({ text: q.text, values: q.values ?? rest[0] });
  return (orig as any).call(this, q, ...rest);
};
const d = await createDatabase({ url: process.env.DATABASE_URL });
const row = await repo.findLiveArticleBySlug(d.db, 'vi', process.argv[2]!);
await repo.findRelatedCards(d.db, { id: row!.id, language: 'vi', topicId: row!.topicId }, 6);
const { writeFileSync } = await import('node:fs');
caps.forEach((c, i) => {
  const sqlText = c.text.replace(/\$(\d+)/g, (_: string, n: string) => {
    const v = c.values[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
  writeFileSync(`/tmp/q_${i}.sql`, `set jit=off;\nexplain (analyze, buffers) ${sqlText};\n`);
});
await d.close();
