import type { Locale, Topic, TopicDetail } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import * as repo from './topics.repository';

function toTopic({ id, slug, name, description, articleCount }: repo.TopicRow): Topic {
  return { _id: id, slug, name, description, articleCount: Number(articleCount) };
}

export async function getTopics(db: Db, language: Locale): Promise<Topic[]> {
  return (await repo.findTopics(db, language)).map(toTopic);
}

export async function getTopicOrThrow(db: Db, language: Locale, slug: string): Promise<TopicDetail> {
  const row = await repo.findTopicBySlug(db, language, slug);
  if (!row) throw new AppError('TOPIC_NOT_FOUND');
  return { ...toTopic(row), alternates: { vi: row.slugVi, en: row.slugEn } };
}
