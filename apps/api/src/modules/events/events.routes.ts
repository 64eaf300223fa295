import {
  ErrorBody,
  EventCard,
  EventDetail,
  EventListQuery,
  EventParams,
  envelope,
  MediaLanguageQuery,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import * as events from './events.service';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/events – upcoming and current events first, then ended ones; `state` keeps one of
  // coming-soon, happening or ended
  app.get(
    '/v2/events',
    {
      config: { publicCache: true },
      schema: {
        tags: ['events'],
        querystring: EventListQuery,
        response: { 200: envelope(z.array(EventCard)), 400: ErrorBody },
      },
    },
    async (req) => ok(await events.getEvents(app.db, req.query)),
  );

  // GET /v2/event/:slug – one published event of the language, and a few others
  app.get(
    '/v2/event/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['events'],
        params: EventParams,
        querystring: MediaLanguageQuery,
        response: { 200: envelope(EventDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) =>
      ok(
        await events.getEventDetailOrThrow(
          app.db,
          req.params.slug,
          req.query.language,
          app.config.PUBLIC_URL,
        ),
      ),
  );
};

export default eventRoutes;
