import { ErrorBody, envelope } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';

/** Up and the database answers; which database it is, is not the public's business. */
const Health = z.object({ status: z.literal('ok') });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /health – up, and the database answers
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: envelope(Health), 503: ErrorBody } } },
    async (req) => {
      try {
        await app.database.ping();
      } catch (err) {
        req.log.error({ err }, 'database ping failed');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return ok({ status: 'ok' as const });
    },
  );
};

export default healthRoutes;
