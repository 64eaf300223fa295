import {
  ArticleCard,
  ArticleDetail,
  ArticleDetailParams,
  ArticleDetailQuery,
  ArticlePage,
  ErrorBody,
  envelope,
  LanguageQuery,
  LatestArticleQuery,
  ListQuery,
  PreviewParams,
  PreviewQuery,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import * as articles from './articles.service';

const cards = { 200: envelope(z.array(ArticleCard)), 400: ErrorBody };
const tags = ['articles'];

const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/feature-article – the featured articles of a language, at most 6
  app.get(
    '/v2/feature-article',
    { config: { publicCache: true }, schema: { tags, querystring: LanguageQuery, response: cards } },
    async (req) => ok(await articles.getFeatureArticles(app.db, req.query.language)),
  );

  // GET /v2/latest-article – newest live articles, paged, optionally per topic or vertical
  app.get(
    '/v2/latest-article',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: LatestArticleQuery,
        response: { 200: envelope(ArticlePage), 400: ErrorBody },
      },
    },
    async (req) => ok(await articles.getLatestArticles(app.db, req.query)),
  );

  // GET /v2/editor-pick-article – the editors' picks, newest first
  app.get(
    '/v2/editor-pick-article',
    { config: { publicCache: true }, schema: { tags, querystring: ListQuery, response: cards } },
    async (req) => ok(await articles.getEditorPickArticles(app.db, req.query.language, req.query.limit)),
  );

  // GET /v2/article-detail/:slug – one live article with its body, tags, translation and related articles
  app.get(
    '/v2/article-detail/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: ArticleDetailParams,
        querystring: ArticleDetailQuery,
        response: { 200: envelope(ArticleDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) =>
      ok(await articles.getArticleDetailOrThrow(app.db, req.params.slug, req.query, app.config.PUBLIC_URL)),
  );

  // GET /v2/preview-article/:articleId?pin=&key= – a draft for its editors; never cached
  app.get(
    '/v2/preview-article/:articleId',
    {
      schema: {
        tags,
        params: PreviewParams,
        querystring: PreviewQuery,
        response: { 200: envelope(ArticleDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      return ok(
        await articles.getPreviewOrThrow(app.db, req.params.articleId, req.query, app.config.PUBLIC_URL),
      );
    },
  );
};

export default articleRoutes;
