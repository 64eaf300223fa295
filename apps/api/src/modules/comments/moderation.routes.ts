import {
  BannedWord,
  BannedWordBody,
  BannedWordList,
  BannedWordParams,
  BannedWordRemoved,
  CommentIdParams,
  ErrorBody,
  envelope,
  MemberBan,
  MemberIdParams,
  ModerationPage,
  ModerationQuery,
  ModerationResult,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import * as service from './moderation.service';

const tags = ['moderation'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Staff scope (app.ts puts requireRole('editor', 'admin') in front). */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/moderation/comments?filter=held|reported&page=&limit=
  app.get(
    '/v2/moderation/comments',
    {
      schema: {
        tags,
        security,
        querystring: ModerationQuery,
        response: { 200: envelope(ModerationPage), ...errors },
      },
    },
    async (req) => ok(await service.listForModeration(app.db, req.query)),
  );

  const decision = {
    tags,
    security,
    params: CommentIdParams,
    response: { 200: envelope(ModerationResult), ...errors },
  };

  // POST /v2/moderation/comment/:id/approve – published, open reports resolved
  app.post('/v2/moderation/comment/:id/approve', { schema: decision }, async (req) =>
    ok(await service.moderate(app.db, memberOf(req), req.params.id, 'published'), 'COMMENT_APPROVED'),
  );

  // POST /v2/moderation/comment/:id/hide – hidden from everyone, open reports resolved
  app.post('/v2/moderation/comment/:id/hide', { schema: decision }, async (req) =>
    ok(await service.moderate(app.db, memberOf(req), req.params.id, 'hidden'), 'COMMENT_HIDDEN'),
  );

  // POST /v2/moderation/member/:id/ban – no more comments from this member; pending ones hidden
  app.post(
    '/v2/moderation/member/:id/ban',
    { schema: { tags, security, params: MemberIdParams, response: { 200: envelope(MemberBan), ...errors } } },
    async (req) => ok(await service.banMember(app.db, memberOf(req), req.params.id), 'MEMBER_BANNED'),
  );

  // GET /v2/moderation/banned-words – the whole list, alphabetical (stored folded)
  app.get(
    '/v2/moderation/banned-words',
    { schema: { tags, security, response: { 200: envelope(BannedWordList), ...errors } } },
    async () => ok(await service.listBannedWords(app.db)),
  );

  // POST /v2/moderation/banned-words {word} – adds it folded ("Đồ ngốc" → "do ngoc"); again: no change
  app.post(
    '/v2/moderation/banned-words',
    { schema: { tags, security, body: BannedWordBody, response: { 200: envelope(BannedWord), ...errors } } },
    async (req) => ok(await service.addBannedWord(app.db, req.body.word), 'BANNED_WORD_ADDED'),
  );

  // DELETE /v2/moderation/banned-words/:word – as stored or as typed; a word not listed: removed false
  app.delete(
    '/v2/moderation/banned-words/:word',
    {
      schema: {
        tags,
        security,
        params: BannedWordParams,
        response: { 200: envelope(BannedWordRemoved), ...errors },
      },
    },
    async (req) => ok(await service.removeBannedWord(app.db, req.params.word), 'BANNED_WORD_REMOVED'),
  );
};

export default moderationRoutes;
