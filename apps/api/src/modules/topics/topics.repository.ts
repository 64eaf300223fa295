import type { Locale } from '@magazine/contracts';
import { articles, type Db, topics } from '@magazine/db';
import { and, asc, count, eq } from 'drizzle-orm';
import { isListed } from '../articles/articles.repository';

function topicColumns(language: Locale) {
  const vi = language === 'vi';
  return {
    id: topics.id,
    slug: vi ? topics.slugVi : topics.slugEn,
    name: vi ? topics.nameVi : topics.nameEn,
    description: vi ? topics.descriptionVi : topics.descriptionEn,
    slugVi: topics.slugVi,
    slugEn: topics.slugEn,
    articleCount: count(articles.id),
  };
}

function withLiveCounts(db: Db, language: Locale) {
  return db
    .select(topicColumns(language))
    .from(topics)
    .leftJoin(articles, and(eq(articles.topicId, topics.id), eq(articles.language, language), isListed()))
    .$dynamic();
}

export type TopicRow = Awaited<ReturnType<typeof findTopics>>[number];

/** Every topic in editorial order, with its live article count in the language. */
export function findTopics(db: Db, language: Locale) {
  return withLiveCounts(db, language).groupBy(topics.id).orderBy(asc(topics.position), asc(topics.id));
}

export async function findTopicBySlug(db: Db, language: Locale, slug: string) {
  const [row] = await withLiveCounts(db, language)
    .where(eq(language === 'vi' ? topics.slugVi : topics.slugEn, slug))
    .groupBy(topics.id)
    .limit(1);
  return row;
}
