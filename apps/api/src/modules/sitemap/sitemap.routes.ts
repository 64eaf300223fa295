import {
  ErrorBody,
  envelope,
  SitemapPage,
  SitemapParams,
  SitemapQuery,
  SitemapSummary,
  SitemapSummaryQuery,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import * as sitemap from './sitemap.service';

const tags = ['sitemap'];

const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/sitemap – per content type: how many live URLs (both languages unless `language`) and the newest change
  app.get(
    '/v2/sitemap',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: SitemapSummaryQuery,
        response: { 200: envelope(SitemapSummary), 400: ErrorBody },
      },
    },
    async (req) => ok(await sitemap.getSitemapSummary(app.db, req.query.language)),
  );

  // GET /v2/sitemap/:type?page=&limit=&language= – public paths, lastmod and hreflang pairs of live content
  app.get(
    '/v2/sitemap/:type',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: SitemapParams,
        querystring: SitemapQuery,
        response: { 200: envelope(SitemapPage), 400: ErrorBody },
      },
    },
    async (req) => ok(await sitemap.getSitemapPage(app.db, req.params.type, req.query)),
  );
};

export default sitemapRoutes;
