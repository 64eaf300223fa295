import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves generated images and audio under /media. File names never change content, so they cache long. */
export default fp(async function media(app: FastifyInstance, opts: { mediaDir: string }) {
  mkdirSync(opts.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });
});
