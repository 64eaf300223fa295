import {
  ArticleCards,
  ArticlePage,
  DontMissOutQuery,
  ErrorBody,
  envelope,
  ForYouQuery,
  InContentQuery,
  RecommendQuery,
  TopDailyQuery,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import * as recommend from './recommendations.service';

const tags = ['recommendations'];
const cards = { 200: envelope(ArticleCards), 400: ErrorBody };

const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/recommend-incontent-article?articleId= – related by shared tags and topic (default 3)
  app.get(
    '/v2/recommend-incontent-article',
    {
      config: { publicCache: true },
      schema: { tags, querystring: InContentQuery, response: { ...cards, 404: ErrorBody } },
    },
    async (req) => ok(await recommend.getInContent(app.db, req.query)),
  );

  // GET /v2/recommend-popular-article – most read this week (counted per day), then of all time
  app.get(
    '/v2/recommend-popular-article',
    { config: { publicCache: true }, schema: { tags, querystring: RecommendQuery, response: cards } },
    async (req) => ok(await recommend.getPopular(app.db, req.query)),
  );

  // GET /v2/top-daily-articles – most read today in Asia/Ho_Chi_Minh
  app.get(
    '/v2/top-daily-articles',
    { config: { publicCache: true }, schema: { tags, querystring: TopDailyQuery, response: cards } },
    async (req) => ok(await recommend.getTopDaily(app.db, req.query)),
  );

  // GET /v2/recommend-article – the editors' recommendations
  app.get(
    '/v2/recommend-article',
    { config: { publicCache: true }, schema: { tags, querystring: RecommendQuery, response: cards } },
    async (req) => ok(await recommend.getRecommended(app.db, req.query)),
  );

  // GET /v2/for-you-article – for a visitor, recent and popular in the reader's language; for a
  // member (token sent), the newest of what they follow first, minus what they read or saved
  // (default 6). The public cache passes over requests that carry a token.
  app.get(
    '/v2/for-you-article',
    { config: { publicCache: true }, schema: { tags, querystring: ForYouQuery, response: cards } },
    async (req) => ok(await recommend.getForYou(app.db, req.query, req.member?.id ?? null)),
  );

  // GET /v2/dont-miss-out-articles – older articles readers liked (default limit 8, page 1)
  app.get(
    '/v2/dont-miss-out-articles',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: DontMissOutQuery,
        response: { 200: envelope(ArticlePage), 400: ErrorBody },
      },
    },
    async (req) => ok(await recommend.getDontMissOut(app.db, req.query)),
  );
};

export default recommendationRoutes;
