import {
  ErrorBody,
  envelope,
  MediaLanguageQuery,
  MediaListQuery,
  VideoCard,
  VideoDetail,
  VideoParams,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import * as videos from './videos.service';

const tags = ['videos'];

const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/videos – newest videos
  app.get(
    '/v2/videos',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: MediaListQuery,
        response: { 200: envelope(z.array(VideoCard)), 400: ErrorBody },
      },
    },
    async (req) => ok(await videos.getLatestVideos(app.db, req.query.language, req.query.limit)),
  );

  // GET /v2/video/:slug – one live video and a few more of its language
  app.get(
    '/v2/video/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: VideoParams,
        querystring: MediaLanguageQuery,
        response: { 200: envelope(VideoDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) =>
      ok(
        await videos.getVideoDetailOrThrow(
          app.db,
          req.params.slug,
          req.query.language,
          app.config.PUBLIC_URL,
        ),
      ),
  );
};

export default videoRoutes;
