import {
  ErrorBody,
  envelope,
  MediaLanguageQuery,
  MediaListQuery,
  PodcastEpisodeCard,
  PodcastEpisodeDetail,
  PodcastEpisodeParams,
  PodcastShowCard,
  PodcastShowDetail,
  PodcastShowListQuery,
  PodcastShowParams,
  PodcastShowQuery,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import * as podcasts from './podcasts.service';

const tags = ['podcasts'];

const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/podcast-episodes – newest episodes across shows
  app.get(
    '/v2/podcast-episodes',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: MediaListQuery,
        response: { 200: envelope(z.array(PodcastEpisodeCard)), 400: ErrorBody },
      },
    },
    async (req) => ok(await podcasts.getLatestEpisodes(app.db, req.query.language, req.query.limit)),
  );

  // GET /v2/podcast-shows – the shows of a language, the one with the newest episode first
  app.get(
    '/v2/podcast-shows',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: PodcastShowListQuery,
        response: { 200: envelope(z.array(PodcastShowCard)), 400: ErrorBody },
      },
    },
    async (req) => ok(await podcasts.getShows(app.db, req.query.language, req.query.limit)),
  );

  // GET /v2/podcast-show/:slug – one show and a page of its episodes, newest first
  app.get(
    '/v2/podcast-show/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: PodcastShowParams,
        querystring: PodcastShowQuery,
        response: { 200: envelope(PodcastShowDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) =>
      ok(await podcasts.getShowDetailOrThrow(app.db, req.params.slug, req.query, app.config.PUBLIC_URL)),
  );

  // GET /v2/podcast-show/:slug/feed.xml – the show's RSS feed (enclosures, iTunes tags), absolute URLs
  app.get(
    '/v2/podcast-show/:slug/feed.xml',
    {
      schema: {
        tags,
        params: PodcastShowParams,
        querystring: MediaLanguageQuery,
        response: { 200: z.string(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const xml = await podcasts.getShowFeedOrThrow(app.db, req.params.slug, req.query.language, {
        publicUrl: app.config.PUBLIC_URL,
        mailFrom: app.config.MAIL_FROM,
      });
      return reply.type('application/rss+xml; charset=utf-8').send(xml);
    },
  );

  // GET /v2/podcast-episode/:show/:episode – one live episode with its show, audio file and neighbours
  app.get(
    '/v2/podcast-episode/:show/:episode',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: PodcastEpisodeParams,
        querystring: MediaLanguageQuery,
        response: { 200: envelope(PodcastEpisodeDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) =>
      ok(
        await podcasts.getEpisodeDetailOrThrow(app.db, req.params, req.query.language, app.config.PUBLIC_URL),
      ),
  );
};

export default podcastRoutes;
