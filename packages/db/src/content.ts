import type { Db } from './client';
import { articles } from './schema';

/** No article yet: what decides whether a start-up may fill the database with demo content. */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: articles.id }).from(articles).limit(1);
  return rows.length === 0;
}
