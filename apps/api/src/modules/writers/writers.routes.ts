import { ErrorBody, envelope, WriterSubmissionBody } from '@magazine/contracts';
import { writerSubmissions } from '@magazine/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { pitchReceivedMail } from '../mail/templates';

const writerRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /v2/community-writer – a pitch from the /community-writer-form: stored, then acknowledged by mail
  app.post(
    '/v2/community-writer',
    {
      preHandler: [
        app.limit('writer-ip', 10, 60),
        app.limit('writer-email', 3, 60, (req) => {
          const email = (req.body as { email?: unknown } | undefined)?.email;
          return typeof email === 'string' ? email.trim().toLowerCase() : null;
        }),
      ],
      schema: {
        tags: ['writers'],
        body: WriterSubmissionBody,
        response: { 200: envelope(z.object({ id: z.uuid() })), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const { language, ...fields } = req.body;
      const id = uuidv7();
      const email = fields.email.toLowerCase();
      await app.db.insert(writerSubmissions).values({ id, language, ...fields, email });
      const mail = pitchReceivedMail(language, fields.fullname, fields.topic);
      await app.mailer.send({ to: email, ...mail });
      return ok({ id }, 'PITCH_RECEIVED');
    },
  );
};

export default writerRoutes;
