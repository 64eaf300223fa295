import { ErrorBody, envelope, UnsubscribeBody, Unsubscribed } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import type { AccountsContext } from '../accounts/context';
import * as repo from './newsletters.repository';
import { sendDueNewsletters } from './newsletters.service';
import { readUnsubscribeToken } from './unsubscribe-token';

/** How often the sending job wakes: several times each morning, so a node down at 07:00 is no loss. */
const WAKE_EVERY_MS = 15 * 60 * 1000;

/**
 * The member's mails (SPEC §9): the weekly newsletter on Tuesday mornings and the reading
 * suggestions on Monday and Thursday mornings, sent by a scheduled job to verified members who
 * chose them; and POST /v2/newsletter/unsubscribe, which a mail's signed link calls (no login).
 */
export const newsletterRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.schedule('newsletters', WAKE_EVERY_MS, (slot, stop) =>
      sendDueNewsletters(
        { db: app.db, mailer: app.mailer, config: ctx.config, secret: ctx.authSecret, log: app.log },
        slot,
        stop,
      ),
    );

    app.post(
      '/v2/newsletter/unsubscribe',
      {
        // one-click unsubscribes (RFC 8058) arrive from a few mail providers' addresses: a high limit;
        // the signature already makes guessing useless
        preHandler: app.limit('unsubscribe-ip', 600, 1),
        schema: {
          tags: ['members'],
          body: UnsubscribeBody,
          response: { 200: envelope(Unsubscribed), 400: ErrorBody, 422: ErrorBody },
        },
      },
      async (req) => {
        const found = readUnsubscribeToken(ctx.authSecret, req.body.token);
        // a link of a deleted account is answered like a forged one: there is nothing to leave
        if (!found || !(await repo.leaveList(app.db, found.userId, found.list)))
          throw new AppError('LINK_INVALID');
        return ok({ list: found.list }, 'UNSUBSCRIBED');
      },
    );
  };
