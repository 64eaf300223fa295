import {
  AuthSession,
  EmailLoginBody,
  ErrorBody,
  envelope,
  GoogleVerifyTokenBody,
  SocialLoginBody,
  SocialStart,
  SocialStartBody,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { takeEach } from '../../plugins/external/rate-limit';
import type { AccountsContext } from './context';
import { emailLogin } from './login.service';
import { emailKey } from './register.routes';
import { googleVerifyToken, socialLogin, startSocialLogin } from './social.service';

const tags = ['accounts'];
const errors = { 400: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };

const loginRoutes = (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async function loginRoutes(app) {
    // Wrong passwords are what is limited, per address and per email: each try is counted and a
    // successful login given back, so many readers behind one address (an office, a mobile
    // carrier's NAT) are not locked out by each other's logins
    const byAddress = app.refundableLimit('login-ip', 30, 15);
    const byEmail = app.refundableLimit('login-email', 10, 15, emailKey);

    // POST /v2/user/email-login – email and password; answers the member and its token
    app.post(
      '/v2/user/email-login',
      {
        preHandler: takeEach(byAddress, byEmail),
        schema: { tags, body: EmailLoginBody, response: { 200: envelope(AuthSession), ...errors } },
      },
      async (req) => {
        const { session, message } = await emailLogin(ctx, { ...req.body, platform: req.body.flatform });
        await Promise.all([byAddress.refund(req), byEmail.refund(req)]);
        return ok(session, message);
      },
    );

    // POST /v2/user/social-login/start – the provider's login page, with state and PKCE for the site to keep
    app.post(
      '/v2/user/social-login/start',
      {
        preHandler: app.limit('social-ip', 30, 15),
        schema: { tags, body: SocialStartBody, response: { 200: envelope(SocialStart), ...errors } },
      },
      async (req) => ok(await startSocialLogin(ctx, req.body.provider, req.body.redirectUri)),
    );

    // POST /v2/user/social-login – the authorization code the provider sent back
    app.post(
      '/v2/user/social-login',
      {
        preHandler: app.limit('social-ip', 30, 15),
        schema: { tags, body: SocialLoginBody, response: { 200: envelope(AuthSession), ...errors } },
      },
      async (req) => ok(await socialLogin(ctx, req.body), 'LOGIN_SUCCESSFUL'),
    );

    // POST /v2/user/google-verify-token – an ID token from Google's own sign-in button
    app.post(
      '/v2/user/google-verify-token',
      {
        preHandler: app.limit('social-ip', 30, 15),
        schema: { tags, body: GoogleVerifyTokenBody, response: { 200: envelope(AuthSession), ...errors } },
      },
      async (req) => ok(await googleVerifyToken(ctx, req.body), 'LOGIN_SUCCESSFUL'),
    );
  };

export default loginRoutes;
