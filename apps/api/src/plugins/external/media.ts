import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves generated images and audio under /media. File names never change content, so they cache
 * long. A folder is no resource (404, as an unknown file; @fastify/send would say 403), and a
 * path that climbs out of the folder never reaches the disk (send refuses it; a 404 here too).
 */
export default fp(async function media(app: FastifyInstance, opts: { mediaDir: string }) {
  mkdirSync(opts.mediaDir, { recursive: true });
  await app.register(async function mediaScope(scope) {
    scope.setErrorHandler((err: FastifyError, _req, reply) => {
      if (err.statusCode === 403) return reply.callNotFound(); // the app's 404, as for a missing file
      throw err; // the app's handler: 416 with Content-Range, 412, …
    });
    await scope.register(fastifyStatic, {
      root: opts.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      immutable: true,
    });
  });
});
