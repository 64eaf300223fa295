import {
  ErrorBody,
  ErrorReportBody,
  envelope,
  Recorded,
  TRACKING_BODIES,
  TRACKING_KINDS,
  type TrackingKind,
} from '@magazine/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { readerKey } from '../../plugins/app/auth';
import { pruneTracking, recordError, recordEvent, type Sender } from './tracking.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function sender(req: FastifyRequest): Sender {
  return { readerKey: readerKey(req), userId: req.member?.id ?? null };
}

/**
 * SPEC §7 "Tracking and reporting": the events a reader's page sends (visit, view, scroll, time on
 * page, clicks) and the errors it meets. Anyone may send them, within a rate limit per address;
 * the answer says only that the event was recorded.
 */
const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.schedule('prune-tracking', DAY_MS, async () => `${await pruneTracking(app.db)} rows removed`);

  for (const kind of TRACKING_KINDS) registerKind(kind);

  function registerKind(kind: TrackingKind) {
    // POST /v2/tracking/{kind}
    app.post(
      `/v2/tracking/${kind}`,
      {
        preHandler: app.limit('tracking-ip', 1200, 10),
        schema: {
          tags: ['tracking'],
          body: TRACKING_BODIES[kind],
          response: { 200: envelope(Recorded), 400: ErrorBody, 429: ErrorBody },
        },
      },
      async (req) => {
        await recordEvent(app.db, kind, req.body, sender(req));
        return ok({ recorded: true as const });
      },
    );
  }

  // POST /v2/report/error
  app.post(
    '/v2/report/error',
    {
      preHandler: app.limit('report-error-ip', 60, 10),
      schema: {
        tags: ['tracking'],
        body: ErrorReportBody,
        response: { 200: envelope(Recorded), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      await recordError(app.db, req.body, sender(req));
      return ok({ recorded: true as const });
    },
  );
};

export default trackingRoutes;
