import { ErrorBody, envelope, SearchPage, SearchQuery } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import * as search from './search.service';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/search – articles, podcast episodes and videos of a language matching the reader's words
  app.get(
    '/v2/search',
    {
      config: { publicCache: true },
      schema: {
        tags: ['search'],
        querystring: SearchQuery,
        response: { 200: envelope(SearchPage), 400: ErrorBody },
      },
    },
    async (req) => ok(await search.search(app.database.runSearch, req.query)),
  );
};

export default searchRoutes;
