import {
  EmailLanguageBody,
  ErrorBody,
  envelope,
  LinkTokenParams,
  RestorePasswordBody,
  RestoreTokenInfo,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { AccountsContext } from './context';
import { forgetPassword, restorePassword, validateRestoreToken } from './password.service';
import { emailKey } from './register.routes';

const tags = ['accounts'];
const errors = { 400: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };

const passwordRoutes = (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async function passwordRoutes(app) {
    // POST /v2/forget-password – mails a link to choose a new password
    app.post(
      '/v2/forget-password',
      {
        preHandler: [app.limit('forgot-ip', 20, 15), app.limit('forgot-email', 3, 15, emailKey)],
        schema: { tags, body: EmailLanguageBody, response: { 200: envelope(z.null()), ...errors } },
      },
      async (req) => {
        await forgetPassword(ctx, req.body);
        return ok(null, 'RECOVERY_EMAIL_SENT');
      },
    );

    // GET /v2/validate-restore-password-token/:token – whether a reset link still works
    app.get(
      '/v2/validate-restore-password-token/:token',
      {
        preHandler: app.limit('restore-ip', 30, 15),
        schema: { tags, params: LinkTokenParams, response: { 200: envelope(RestoreTokenInfo), ...errors } },
      },
      async (req) => ok(await validateRestoreToken(ctx, req.params.token)),
    );

    // POST /v2/restore-password – the new password; every session of the member ends
    app.post(
      '/v2/restore-password',
      {
        preHandler: app.limit('restore-ip', 30, 15),
        schema: { tags, body: RestorePasswordBody, response: { 200: envelope(z.null()), ...errors } },
      },
      async (req) => {
        await restorePassword(ctx, req.body);
        return ok(null, 'PASSWORD_HAS_BEEN_RESTORE_CHECK_LOGIN');
      },
    );
  };

export default passwordRoutes;
