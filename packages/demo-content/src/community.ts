import { LOCALES, normalizeBannedWord } from '@magazine/contracts';
import { articles, bannedWords, comments, type Db, users } from '@magazine/db';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { DEMO_BANNED_WORDS, DEMO_COMMENTS, DEMO_READERS, DEMO_REPLIES } from './content/comments';
import { HOUR_MS, type SeedContext } from './context';
import { makeId } from './ids';
import { Random } from './random';

/** The newest articles of each language that get demo comments. */
const COMMENTED_PER_LANGUAGE = 10;

/**
 * A few readers (verified, no password: they exist to have written comments) and their published
 * comments and replies under the newest articles, and the starting banned-word list. Readers
 * already there (a seed run again after clearing the content) are reused.
 */
export async function seedCommunity(
  db: Db,
  ctx: SeedContext,
): Promise<{ comments: number; readers: number }> {
  const random = new Random(ctx.seed ^ 0xc0ffee);
  const joined = new Date(ctx.now.getTime() - 200 * 24 * HOUR_MS);
  await db
    .insert(users)
    .values(
      DEMO_READERS.map((reader, i) => ({
        id: makeId(joined, ctx.seed, 'reader', i),
        email: reader.email,
        name: reader.name,
        language: reader.language,
        emailVerifiedAt: joined,
        createdAt: joined,
        updatedAt: joined,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const readerRows = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_READERS.map((r) => r.email),
      ),
    );
  await db
    .insert(bannedWords)
    .values(DEMO_BANNED_WORDS.map((word) => ({ word: normalizeBannedWord(word) })))
    .onConflictDoNothing();

  const rows: (typeof comments.$inferInsert)[] = [];
  for (const lang of LOCALES) {
    const voices = readerRows
      .filter((r) => r.language === lang)
      .sort((a, b) => a.email.localeCompare(b.email));
    const newest = await db
      .select({ id: articles.id, publishedAt: articles.publishedAt })
      .from(articles)
      .where(
        and(eq(articles.language, lang), eq(articles.status, 'published'), isNotNull(articles.publishedAt)),
      )
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(COMMENTED_PER_LANGUAGE);
    for (const article of newest) {
      const published = article.publishedAt ?? ctx.now;
      const span = Math.max(HOUR_MS, ctx.now.getTime() - published.getTime());
      const count = random.int(0, 3);
      for (let c = 0; c < count; c++) {
        const at = new Date(published.getTime() + Math.floor(span * random.next() * 0.8));
        const id = makeId(at, ctx.seed, 'comment', article.id, c);
        rows.push({
          id,
          articleId: article.id,
          userId: random.pick(voices).id,
          body: random.pick(DEMO_COMMENTS[lang]),
          status: 'published',
          createdAt: at,
        });
        if (random.chance(0.35)) {
          const later = new Date(
            at.getTime() + Math.floor((ctx.now.getTime() - at.getTime()) * random.next() * 0.5),
          );
          rows.push({
            id: makeId(later, ctx.seed, 'reply', article.id, c),
            articleId: article.id,
            parentId: id,
            userId: random.pick(voices).id,
            body: random.pick(DEMO_REPLIES[lang]),
            status: 'published',
            createdAt: later,
          });
        }
      }
    }
  }
  // parents before their replies: rows were pushed in that order
  if (rows.length > 0) await db.insert(comments).values(rows);
  return { comments: rows.length, readers: readerRows.length };
}
