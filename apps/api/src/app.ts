import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '@magazine/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { docsEnabled, type Env } from './config/env';
import { resolveAuthSecret } from './config/secrets';
import { validationError } from './lib/app-error';
import { logRedaction } from './lib/log-redaction';
import { fieldsWithNul } from './lib/nul-fields';
import { parseQueryString } from './lib/query-string';
import type { AccountsContext } from './modules/accounts/context';
import loginRoutes from './modules/accounts/login.routes';
import memberRoutes from './modules/accounts/member.routes';
import passwordRoutes from './modules/accounts/password.routes';
import registerRoutes from './modules/accounts/register.routes';
import { resolveSession } from './modules/accounts/sessions';
import staffRoutes from './modules/accounts/staff.routes';
import articleRoutes from './modules/articles/articles.routes';
import authorRoutes from './modules/authors/authors.routes';
import bookmarkRoutes from './modules/bookmarks/bookmarks.routes';
import collectionRoutes from './modules/collections/collections.routes';
import { commentReadRoutes, commentWriteRoutes } from './modules/comments/comments.routes';
import moderationRoutes from './modules/comments/moderation.routes';
import { eventDeskRoutes } from './modules/events/desk.routes';
import { eventMemberRoutes, eventStateRoutes } from './modules/events/event-members.routes';
import eventRoutes from './modules/events/events.routes';
import followRoutes from './modules/follows/follows.routes';
import healthRoutes from './modules/health/health.routes';
import { likeReadRoutes, likeWriteRoutes } from './modules/likes/likes.routes';
import type { Mailer } from './modules/mail/mailer';
import memberStateRoutes from './modules/member-state/member-state.routes';
import { newsletterRoutes } from './modules/newsletters/newsletters.routes';
import onboardingRoutes from './modules/onboarding/onboarding.routes';
import podcastRoutes from './modules/podcasts/podcasts.routes';
import accountDataRoutes from './modules/profile/account-data.routes';
import profileRoutes from './modules/profile/profile.routes';
import settingsRoutes from './modules/profile/settings.routes';
import recommendationRoutes from './modules/recommendations/recommendations.routes';
import searchRoutes from './modules/search/search.routes';
import sitemapRoutes from './modules/sitemap/sitemap.routes';
import { surveyMemberRoutes, surveyReadRoutes, surveyStaffRoutes } from './modules/surveys/surveys.routes';
import tagRoutes from './modules/tags/tags.routes';
import topicRoutes from './modules/topics/topics.routes';
import trackingRoutes from './modules/tracking/tracking.routes';
import videoRoutes from './modules/videos/videos.routes';
import viewRoutes from './modules/views/views.routes';
import writerRoutes, { writerPitchRoutes } from './modules/writers/writers.routes';
import auth, { requireMember, requireRole } from './plugins/app/auth';
import database from './plugins/app/database';
import errorHandler, { clientError, frameworkError } from './plugins/app/error-handler';
import inFlight from './plugins/app/in-flight';
import mailer from './plugins/app/mailer';
import publicCache, { isSharedRead } from './plugins/app/public-cache';
import scheduler from './plugins/app/scheduler';
import media from './plugins/external/media';
import rateLimits from './plugins/external/rate-limit';
import openApi from './plugins/external/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** tests may hand in their own mailer; otherwise SMTP_URL or the outbox */
  mailer?: Mailer;
  /** tests shorten them to see a slow client cut off */
  timeouts?: Partial<typeof SERVER_TIMEOUTS>;
  /** scheduled jobs run (true by default; the process that only prepares the database has none) */
  scheduledJobs?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A slow client must not hold a connection open: the whole request (headers and body) has 30 s,
 * its headers 10 s (Node checks every 2 s). A POST that declares 100 000 bytes and sends one every
 * 2 s is answered 408 and closed after 30 s instead of staying for the default 5 minutes. No cap on
 * requests per connection: past it Node answers a bare 503 (not the envelope) to a client that
 * keeps sending, which is what a busy keep-alive client does.
 *
 * An idle keep-alive connection stays 65 s, longer than any caller keeps one: the web server's
 * Node agent (Next's rewrite proxy for /media and the feeds) reuses an idle socket for up to 5 s,
 * undici (its fetch) 4 s, nginx's upstream pool 60 s by default. The side that closes an idle
 * connection must be the caller: when the API closed first (at 5 s, as it did), a request the web
 * server sent on that socket as it closed met a reset, and the reader got a 500 for an image
 * (e2e/keep-alive.spec.ts). The API listens on loopback behind the web server, so idle
 * connections cost it a socket each, not an opening to slow clients.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  keepAliveTimeout: 65_000,
};

/** The whole API as one Fastify instance; tests build it and call it with inject(). */
export async function buildApp({
  env,
  database: db,
  logger = false,
  mailer: givenMailer,
  timeouts: givenTimeouts,
  scheduledJobs = true,
}: BuildAppOptions) {
  const timeouts = { ...SERVER_TIMEOUTS, ...givenTimeouts };
  const app = Fastify({
    logger: logger && typeof logger === 'object' ? { ...logRedaction, ...logger } : logger,
    // the web server calls the API on the reader's behalf and forwards the reader's address
    trustProxy: env.TRUST_PROXY.split(',').map((s) => s.trim()),
    // slugs may have 200 characters and are percent-encoded in paths; find-my-way's default is 100
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true, maxParamLength: 1000 },
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: {
      headersTimeout: Math.min(timeouts.headersTimeout, timeouts.requestTimeout),
      connectionsCheckingInterval: Math.min(2_000, timeouts.requestTimeout),
    },
  }).withTypeProvider<ZodTypeProvider>();

  // PostgreSQL text cannot hold U+0000: a body that carries one is refused with a 400 naming the
  // fields instead of failing in the database.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body !== 'string' || !/\\u0000/i.test(body)) return parseJson(req, body as string, done);
    parseJson(req, body, (err, parsed) => {
      if (err) return done(err, undefined);
      // the JSON may only spell it out after an escaped backslash (\\u0000): then no field has one
      const fields = fieldsWithNul(parsed);
      if (fields.length === 0) return done(null, parsed);
      done(validationError(fields.map((field) => ({ field, code: 'INVALID_VALUE' }))), undefined);
    });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', env);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // every answer, media included: its type is what it says, and nothing is kept that was not
    // meant to be (public reads and media set their own Cache-Control)
    reply.header('x-content-type-options', 'nosniff');
    if (reply.hasHeader('cache-control')) return;
    reply.header('cache-control', isSharedRead(req) ? 'public, no-cache' : 'private, no-store');
  });

  await app.register(inFlight);
  await app.register(errorHandler);
  await app.register(database, { database: db });
  await app.register(scheduler, { enabled: scheduledJobs });
  await app.register(publicCache, {
    ttlMs: env.PUBLIC_CACHE_TTL_MS,
    maxBytes: env.PUBLIC_CACHE_MAX_BYTES,
  });
  await app.register(auth, { resolveSession });
  await app.register(rateLimits, { redisUrl: env.REDIS_URL, scale: env.RATE_LIMIT_SCALE });
  await app.register(mailer, { mailer: givenMailer });
  if (docsEnabled(env)) await app.register(openApi);
  await app.register(media, { mediaDir: join(env.DATA_DIR, 'media') });

  const accounts: AccountsContext = {
    db: app.db,
    config: env,
    mailer: app.mailer,
    log: app.log,
    authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
  };

  // Public routes: anyone, with or without a token.
  await app.register(async function publicScope(scope) {
    await scope.register(healthRoutes);
    await scope.register(articleRoutes);
    await scope.register(topicRoutes);
    await scope.register(tagRoutes);
    await scope.register(authorRoutes);
    await scope.register(collectionRoutes);
    await scope.register(recommendationRoutes);
    await scope.register(viewRoutes);
    await scope.register(trackingRoutes);
    await scope.register(writerRoutes);
    await scope.register(sitemapRoutes);
    await scope.register(podcastRoutes);
    await scope.register(videoRoutes);
    await scope.register(eventRoutes);
    await scope.register(eventStateRoutes);
    await scope.register(registerRoutes(accounts));
    await scope.register(loginRoutes(accounts));
    await scope.register(passwordRoutes(accounts));
    await scope.register(searchRoutes);
    await scope.register(likeReadRoutes);
    await scope.register(memberStateRoutes);
    await scope.register(commentReadRoutes);
    await scope.register(newsletterRoutes(accounts));
    await scope.register(surveyReadRoutes);
  });
  // Member routes: a valid access token, else 401 INVALID_TOKEN.
  await app.register(async function memberScope(scope) {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'member' };
    });
    scope.addHook('preValidation', requireMember);
    await scope.register(memberRoutes(accounts));
    await scope.register(bookmarkRoutes);
    await scope.register(likeWriteRoutes);
    await scope.register(eventMemberRoutes);
    await scope.register(followRoutes);
    await scope.register(onboardingRoutes);
    await scope.register(surveyMemberRoutes);
    await scope.register(commentWriteRoutes);
    await scope.register(profileRoutes);
    await scope.register(settingsRoutes);
    await scope.register(accountDataRoutes);
  });
  // Staff routes: an editor or an admin, else 403 (401 without a valid token).
  await app.register(async function staffScope(scope) {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'staff' };
    });
    scope.addHook('preValidation', requireRole('editor', 'admin'));
    await scope.register(staffRoutes(accounts));
    await scope.register(moderationRoutes);
    await scope.register(eventDeskRoutes);
    await scope.register(surveyStaffRoutes);
    await scope.register(writerPitchRoutes);
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
