import {
  CollectionDetail,
  CollectionDetailQuery,
  CollectionSummary,
  ErrorBody,
  envelope,
  LanguageQuery,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import * as collections from './collections.service';

const tags = ['collections'];

const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/collections – the editors' collections of a language, then every series
  app.get(
    '/v2/collections',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: LanguageQuery,
        response: { 200: envelope(z.array(CollectionSummary)), 400: ErrorBody },
      },
    },
    async (req) => ok(await collections.getCollections(app.db, req.query.language)),
  );

  // GET /v2/collection/detail?slug= – a collection or a series with a page of its live articles
  app.get(
    '/v2/collection/detail',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: CollectionDetailQuery,
        response: { 200: envelope(CollectionDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await collections.getCollectionDetailOrThrow(app.db, req.query)),
  );
};

export default collectionRoutes;
