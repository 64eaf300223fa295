import { ErrorBody, envelope, LanguageQuery, SlugParams, Topic, TopicDetail } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import * as topics from './topics.service';

const tags = ['topics'];

const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/topics – every topic with its name in the requested language and its live article count
  app.get(
    '/v2/topics',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: LanguageQuery,
        response: { 200: envelope(z.array(Topic)), 400: ErrorBody },
      },
    },
    async (req) => ok(await topics.getTopics(app.db, req.query.language)),
  );

  // GET /v2/topic/:slug – one topic by its slug in the requested language, with both slugs
  app.get(
    '/v2/topic/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: SlugParams,
        querystring: LanguageQuery,
        response: { 200: envelope(TopicDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await topics.getTopicOrThrow(app.db, req.query.language, req.params.slug)),
  );
};

export default topicRoutes;
