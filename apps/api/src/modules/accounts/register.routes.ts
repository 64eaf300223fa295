import {
  AuthConfig,
  AuthSession,
  CaptchaChallenge,
  EmailLanguageBody,
  ErrorBody,
  envelope,
  LinkTokenParams,
  normalizeEmail,
  RegisterBody,
  User,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { takeEach } from '../../plugins/external/rate-limit';
import { newCaptchaChallenge } from './captcha';
import type { AccountsContext } from './context';
import { resendValidation, verifyEmail } from './login.service';
import { registerMember } from './register.service';
import { configuredProviders } from './social-providers';

const tags = ['accounts'];
const errors = { 400: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };
// identity card images travel as base64 inside the JSON body: two of 5 MB each, and the rest
const REGISTER_BODY_LIMIT_BYTES = 15 * 1024 * 1024;

export const emailKey = (req: { body?: unknown }) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${normalizeEmail(email).slice(0, 254)}` : null;
};

const registerRoutes = (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async function registerRoutes(app) {
    // GET /v2/user/auth-config – which social logins are configured, whether registration needs the captcha
    app.get('/v2/user/auth-config', { schema: { tags, response: { 200: envelope(AuthConfig) } } }, async () =>
      ok({ providers: configuredProviders(ctx.config), captcha: { enabled: ctx.config.CAPTCHA_ENABLED } }),
    );

    // GET /v2/captcha/challenge – a signed proof-of-work challenge for the registration form
    app.get(
      '/v2/captcha/challenge',
      {
        preHandler: app.limit('captcha', 60, 10),
        schema: { tags, response: { 200: envelope(CaptchaChallenge) } },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await newCaptchaChallenge(ctx.authSecret, ctx.config.CAPTCHA_MAX_NUMBER));
      },
    );

    // Every try counts against its address (30 an hour: enough for a reader mending a form, and for
    // many readers behind one address). Against its email count only what costs or reveals
    // something: an account made (and its mail sent), an email found registered already, a failed
    // captcha; a form refused for its own fields (a birthday mistyped on the identity card) is given
    // back, so a reader mending a typo is not locked out of their email's 5. /user/register and
    // /v2/user/register share the counts.
    const byAddress = app.refundableLimit('register-ip', 30, 60);
    const byEmail = app.refundableLimit('register-email', 5, 60, emailKey);
    const COUNTED: ReadonlySet<string> = new Set(['EMAIL_ALREADY_EXISTS', 'CAPTCHA_INVALID']);

    for (const [path, legacy] of [
      ['/v2/user/register', false],
      ['/user/register', true],
    ] as const) {
      // POST /v2/user/register – a new, unverified member, signed in; POST /user/register – the old form (name from the email)
      app.post(
        path,
        {
          bodyLimit: REGISTER_BODY_LIMIT_BYTES,
          preHandler: takeEach(byAddress, byEmail),
          schema: { tags, body: RegisterBody, response: { 200: envelope(AuthSession), ...errors } },
        },
        async (req) => {
          try {
            const { session } = await registerMember(ctx, req.body, { legacy });
            return ok(session, 'REGISTER_SUCCESSFUL');
          } catch (err) {
            if (!(err instanceof AppError && COUNTED.has(err.code))) await byEmail.refund(req);
            throw err;
          }
        },
      );
    }

    // GET /user/verify-email/:token – confirms the email (link valid VERIFY_LINK_TTL_SECONDS, SPEC: 24 hours; once)
    app.get(
      '/user/verify-email/:token',
      {
        preHandler: app.limit('verify', 30, 15),
        schema: { tags, params: LinkTokenParams, response: { 200: envelope(User), ...errors } },
      },
      async (req) => ok(await verifyEmail(ctx, req.params.token), 'EMAIL_VERIFIED'),
    );

    // POST /v2/user/resend-validation-link – a new verification link
    app.post(
      '/v2/user/resend-validation-link',
      {
        preHandler: [app.limit('resend-ip', 20, 15), app.limit('resend-email', 3, 15, emailKey)],
        schema: { tags, body: EmailLanguageBody, response: { 200: envelope(z.null()), ...errors } },
      },
      async (req) => {
        await resendValidation(ctx, req.body);
        return ok(null, 'VERIFICATION_EMAIL_SENT');
      },
    );
  };

export default registerRoutes;
