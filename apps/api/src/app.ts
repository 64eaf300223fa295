import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '@magazine/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { parseQueryString } from './lib/query-string';
import articleRoutes from './modules/articles/articles.routes';
import healthRoutes from './modules/health/health.routes';
import mediaRoutes from './modules/media/media.routes';
import topicRoutes from './modules/topics/topics.routes';
import database from './plugins/app/database';
import errorHandler from './plugins/app/error-handler';
import inFlight from './plugins/app/in-flight';
import publicCache from './plugins/app/public-cache';
import media from './plugins/external/media';
import openApi from './plugins/external/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The whole API as one Fastify instance; tests build it and call it with inject(). */
export async function buildApp({ env, database: db, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', env);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(inFlight);
  await app.register(errorHandler);
  await app.register(database, { database: db });
  await app.register(publicCache, {
    ttlMs: env.PUBLIC_CACHE_TTL_MS,
    maxEntries: env.PUBLIC_CACHE_MAX_ENTRIES,
  });
  await app.register(openApi);
  await app.register(media, { mediaDir: join(env.DATA_DIR, 'media') });
  await app.register(healthRoutes);
  await app.register(articleRoutes);
  await app.register(topicRoutes);
  await app.register(mediaRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
