import {
  articlePath,
  ErrorBody,
  EventCard,
  EventListQuery,
  envelope,
  eventState,
  type Locale,
  MediaListQuery,
  PodcastEpisodeCard,
  VideoCard,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import * as repo from './media.repository';

const tags = ['media'];

function episodePath(language: Locale, showSlug: string, episodeSlug: string) {
  return articlePath(language, `podcast/${showSlug}/${episodeSlug}`);
}

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (req) => {
      const rows = await repo.findLatestEpisodes(app.db, req.query.language, req.query.limit);
      return ok(
        rows.map(({ episode: e, show }) => ({
          _id: e.id,
          slug: e.slug,
          path: episodePath(req.query.language, show.slug, e.slug),
          title: e.title,
          description: e.description,
          show: { _id: show.id, slug: show.slug, title: show.title },
          cover: e.cover,
          audioUrl: e.audioUrl,
          durationSeconds: e.durationSeconds,
          publishedAt: e.publishedAt.toISOString(),
        })),
      );
    },
  );

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
    async (req) => {
      const rows = await repo.findLatestVideos(app.db, req.query.language, req.query.limit);
      return ok(
        rows.map((v) => ({
          _id: v.id,
          slug: v.slug,
          title: v.title,
          description: v.description,
          thumbnail: v.thumbnail,
          videoUrl: v.videoUrl,
          durationSeconds: v.durationSeconds,
          publishedAt: v.publishedAt.toISOString(),
          viewCount: v.viewCount,
        })),
      );
    },
  );

  // GET /v2/events – upcoming and current events first, then ended ones; state filters
  app.get(
    '/v2/events',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: EventListQuery,
        response: { 200: envelope(z.array(EventCard)), 400: ErrorBody },
      },
    },
    async (req) => {
      const rows = await repo.findEvents(app.db, req.query.language, req.query.limit, req.query.state);
      const now = new Date();
      return ok(
        rows.map((e) => ({
          _id: e.id,
          slug: e.slug,
          title: e.title,
          excerpt: e.excerpt,
          venue: e.venue,
          city: e.city,
          startAt: e.startAt.toISOString(),
          endAt: e.endAt.toISOString(),
          state: eventState(e.startAt, e.endAt, now),
          cover: e.cover,
        })),
      );
    },
  );
};

export default mediaRoutes;
