import { ErrorBody, envelope, LanguageQuery, Topic } from '@magazine/contracts';
import { articles, topics } from '@magazine/db';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { isLive } from '../articles/articles.repository';

const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/topics – every topic with its name in the requested language and its live article count
  app.get(
    '/v2/topics',
    {
      config: { publicCache: true },
      schema: {
        tags: ['topics'],
        querystring: LanguageQuery,
        response: { 200: envelope(z.array(Topic)), 400: ErrorBody },
      },
    },
    async (req) => {
      const vi = req.query.language === 'vi';
      const rows = await app.db
        .select({
          id: topics.id,
          slug: vi ? topics.slugVi : topics.slugEn,
          name: vi ? topics.nameVi : topics.nameEn,
          description: vi ? topics.descriptionVi : topics.descriptionEn,
          articleCount: count(articles.id),
        })
        .from(topics)
        .leftJoin(
          articles,
          and(eq(articles.topicId, topics.id), eq(articles.language, req.query.language), isLive()),
        )
        .groupBy(topics.id)
        .orderBy(asc(topics.position), asc(topics.id));
      return ok(
        rows.map(({ id, ...rest }) => ({ _id: id, ...rest, articleCount: Number(rest.articleCount) })),
      );
    },
  );
};

export default topicRoutes;
