import {
  AuthorPage,
  AuthorSummary,
  ErrorBody,
  envelope,
  LanguageQuery,
  PagedQuery,
  SlugParams,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import * as authors from './authors.service';

const tags = ['authors'];

const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/authors – contributors with live articles in the language, most published first, paged
  app.get(
    '/v2/authors',
    {
      config: { publicCache: true },
      schema: { tags, querystring: PagedQuery, response: { 200: envelope(AuthorPage), 400: ErrorBody } },
    },
    async (req) => ok(await authors.getAuthorPage(app.db, req.query)),
  );

  // GET /v2/author/:slug – one contributor with the bio in the requested language
  app.get(
    '/v2/author/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: SlugParams,
        querystring: LanguageQuery,
        response: { 200: envelope(AuthorSummary), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await authors.getAuthorOrThrow(app.db, req.query.language, req.params.slug)),
  );
};

export default authorRoutes;
