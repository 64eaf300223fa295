import {
  ChangePasswordBody,
  CreatePasswordBody,
  ErrorBody,
  envelope,
  ProfileBody,
  User,
  UserInformation,
  UserInformationQuery,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import type { AccountsContext } from './context';
import { changePassword, createPassword } from './password.service';
import { updateProfile, userInformation } from './profile.service';
import { revokeSession } from './sessions';

const tags = ['accounts (member)'];
const errors = { 400: ErrorBody, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const security = [{ accessToken: [] }];

/** Routes of the member scope: app.ts puts requireMember in front of all of them. */
const memberRoutes = (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async function memberRoutes(app) {
    // GET /v2/user-information – the logged-in member (fields: information | hyvorTalk)
    app.get(
      '/v2/user-information',
      {
        schema: {
          tags,
          security,
          querystring: UserInformationQuery,
          response: { 200: envelope(UserInformation), ...errors },
        },
      },
      async (req) => ok(await userInformation(ctx, memberOf(req), req.query.fields), 'GET_DATA_SUCCESSFUL'),
    );

    // POST /v2/user/profile – name, language of mails, newsletter opt-in
    app.post(
      '/v2/user/profile',
      { schema: { tags, security, body: ProfileBody, response: { 200: envelope(User), ...errors } } },
      async (req) => {
        const member = memberOf(req);
        const user = await updateProfile(ctx, member, req.body);
        // newly on the weekly newsletter: "subscribed successfully" (SPEC §8), as email-settings says
        const joined = !member.isSubscribed && req.body.isSubcribe === true;
        return ok(user, joined ? 'POST_DATA_SUCCESSFUL' : 'PROFILE_UPDATED');
      },
    );

    // POST /v2/user/logout – ends this session on the server
    app.post(
      '/v2/user/logout',
      { schema: { tags, security, response: { 200: envelope(z.null()), ...errors } } },
      async (req) => {
        if (req.sessionId) await revokeSession(ctx.db, req.sessionId);
        return ok(null, 'LOGOUT_SUCCESSFUL');
      },
    );

    // POST /v2/user/change-password – old, new and confirmation; the member's other sessions end
    app.post(
      '/v2/user/change-password',
      {
        preHandler: app.limit('change-password', 10, 15, (req) => req.member?.id ?? null),
        schema: { tags, security, body: ChangePasswordBody, response: { 200: envelope(User), ...errors } },
      },
      async (req) =>
        ok(await changePassword(ctx, memberOf(req), req.sessionId, req.body), 'PASSWORD_CHANGED'),
    );

    // POST /v2/user/create-password – the first password of a social account
    app.post(
      '/v2/user/create-password',
      { schema: { tags, security, body: CreatePasswordBody, response: { 200: envelope(User), ...errors } } },
      async (req) =>
        ok(await createPassword(ctx, memberOf(req), req.sessionId, req.body), 'PASSWORD_CREATED'),
    );
  };

export default memberRoutes;
