import { ErrorBody, envelope } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';

const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

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
      return ok({ status: 'ok' as const, database: app.database.driver });
    },
  );
};

export default healthRoutes;
