import {
  ErrorBody,
  envelope,
  LanguageQuery,
  PagedQuery,
  SlugParams,
  TagDetail,
  TagPage,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import * as tagsService from './tags.service';

const tags = ['tags'];

const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/tags – the tags of a language that have live articles, most used first, paged
  app.get(
    '/v2/tags',
    {
      config: { publicCache: true },
      schema: { tags, querystring: PagedQuery, response: { 200: envelope(TagPage), 400: ErrorBody } },
    },
    async (req) => ok(await tagsService.getTagPage(app.db, req.query)),
  );

  // GET /v2/tag/:slug – one tag of a language with its live article count
  app.get(
    '/v2/tag/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: SlugParams,
        querystring: LanguageQuery,
        response: { 200: envelope(TagDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await tagsService.getTagOrThrow(app.db, req.query.language, req.params.slug)),
  );
};

export default tagRoutes;
