import { AccountExport, ErrorBody, envelope, ReauthBody } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import { assertReauthenticated, deleteAccount, exportAccount } from './account-data.service';

const tags = ['members'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody };

/** Member scope: the member's own data leaves, or the account goes; both ask for the password. */
const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // a password check per member: guessing stops after 10 tries in 15 minutes
  const reauthLimit = app.limit('reauth', 10, 15, (req) => req.member?.id ?? null);

  // POST /v2/member/export {password?} – everything the site holds about the member, as JSON
  app.post(
    '/v2/member/export',
    {
      preHandler: reauthLimit,
      schema: { tags, security, body: ReauthBody, response: { 200: envelope(AccountExport), ...errors } },
    },
    async (req, reply) => {
      const member = memberOf(req);
      await assertReauthenticated(app.db, member, req.sessionId, req.body);
      reply.header('cache-control', 'private, no-store');
      return ok(await exportAccount(app.db, member));
    },
  );

  // POST /v2/member/delete-account {password?} – the account and what is only theirs; their
  // comments stay, shown as from a deleted member
  app.post(
    '/v2/member/delete-account',
    {
      preHandler: reauthLimit,
      schema: { tags, security, body: ReauthBody, response: { 200: envelope(z.null()), ...errors } },
    },
    async (req) => {
      const member = memberOf(req);
      await assertReauthenticated(app.db, member, req.sessionId, req.body);
      await deleteAccount(app.db, app.config, member);
      return ok(null, 'ACCOUNT_DELETED');
    },
  );
};

export default accountDataRoutes;
