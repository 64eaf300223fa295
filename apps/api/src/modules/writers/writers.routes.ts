import {
  ErrorBody,
  envelope,
  PitchDecisionBody,
  WriterPitch,
  WriterPitchPage,
  WriterPitchParams,
  WriterPitchQuery,
  WriterSubmissionBody,
} from '@magazine/contracts';
import { writerSubmissions } from '@magazine/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import { pitchReceivedMail } from '../mail/pitch-mails';
import * as pitches from './pitches.service';

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
      app.mailer.post({ to: email, ...mail });
      return ok({ id }, 'PITCH_RECEIVED');
    },
  );
};

export default writerRoutes;

const staffTags = ['writers'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The editors' inbox of pitches. Staff scope (app.ts puts requireRole('editor', 'admin') in front). */
export const writerPitchRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/staff/writer-pitches?status=new|accepted|declined&page=
  app.get(
    '/v2/staff/writer-pitches',
    {
      schema: {
        tags: staffTags,
        security,
        querystring: WriterPitchQuery,
        response: { 200: envelope(WriterPitchPage), ...errors },
      },
    },
    async (req) => ok(await pitches.listPitches(app, req.query)),
  );

  const decision = {
    tags: staffTags,
    security,
    params: WriterPitchParams,
    body: PitchDecisionBody,
    response: { 200: envelope(WriterPitch), ...errors, 422: ErrorBody, 503: ErrorBody },
  };

  // POST /v2/staff/writer-pitch/:id/accept {note} – once; the writer gets the news and the note by mail
  app.post('/v2/staff/writer-pitch/:id/accept', { schema: decision }, async (req) =>
    ok(
      await pitches.decidePitch(app, memberOf(req), req.params.id, 'accepted', req.body.note),
      'PITCH_ACCEPTED',
    ),
  );

  // POST /v2/staff/writer-pitch/:id/decline {note} – the same, declined
  app.post('/v2/staff/writer-pitch/:id/decline', { schema: decision }, async (req) =>
    ok(
      await pitches.decidePitch(app, memberOf(req), req.params.id, 'declined', req.body.note),
      'PITCH_DECLINED',
    ),
  );
};
