import { ErrorBody, envelope, FollowParams, FollowState } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import { follow, unfollow } from './follows.service';

const tags = ['members'];
const security = [{ accessToken: [] }];
const schema = {
  tags,
  security,
  params: FollowParams,
  response: { 200: envelope(FollowState), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
};

/** Member scope (app.ts puts requireMember in front). */
const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.UNVERIFIED_FOLLOW_LIMIT;

  // POST /v2/follow/:kind/:id – follow a topic, author or series (kind topic | author | series)
  app.post('/v2/follow/:kind/:id', { schema }, async (req) =>
    ok(await follow(app.db, memberOf(req), req.params.kind, req.params.id, limit), 'FOLLOWED'),
  );

  // POST /v2/unfollow/:kind/:id – stop following it (not following is not an error)
  app.post('/v2/unfollow/:kind/:id', { schema }, async (req) =>
    ok(await unfollow(app.db, memberOf(req), req.params.kind, req.params.id, limit), 'UNFOLLOWED'),
  );
};

export default followRoutes;
