import {
  ErrorBody,
  EventEditionParams,
  EventLiveState,
  EventReservation,
  EventReservationParams,
  EventTicketBody,
  EventVoteBody,
  envelope,
  MediaLanguageQuery,
  MemberTicket,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import { sendReservationMail } from './reservation-mail';
import * as tickets from './tickets.service';

const tags = ['events'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** GET for everyone (a visitor sees stock and the vote's count), never cached: it is live. */
export const eventStateRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/event-edition/:id/state – tickets left, the vote's count, the reader's own part
  app.get(
    '/v2/event-edition/:id/state',
    {
      schema: {
        tags,
        params: EventEditionParams,
        querystring: MediaLanguageQuery,
        response: { 200: envelope(EventLiveState), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await tickets.liveState(app.db, req.params.id, req.query.language, req.member ?? null)),
  );
};

/** Reserving, cancelling and voting: members whose email is verified. */
export const eventMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /v2/event-edition/:id/tickets {ticketTypeId, quantity} – reserve, paid at the gate
  app.post(
    '/v2/event-edition/:id/tickets',
    {
      preHandler: app.limit('event-tickets', 20, 60, (req) => req.member?.id ?? null),
      schema: {
        tags,
        security,
        params: EventEditionParams,
        querystring: MediaLanguageQuery,
        body: EventTicketBody,
        response: { 200: envelope(EventReservation), ...errors, 429: ErrorBody },
      },
    },
    async (req) => {
      const member = memberOf(req);
      const language = req.query.language;
      const reservation = await tickets.reserveTickets(app.db, req.params.id, member, req.body, language);
      await sendReservationMail(app, req.params.id, member, reservation, language);
      return ok(reservation, 'TICKETS_RESERVED');
    },
  );

  // POST /v2/event-edition/:id/tickets/:orderId/cancel – one's own reservation, before the end
  app.post(
    '/v2/event-edition/:id/tickets/:orderId/cancel',
    {
      schema: {
        tags,
        security,
        params: EventReservationParams,
        querystring: MediaLanguageQuery,
        response: { 200: envelope(EventLiveState), ...errors },
      },
    },
    async (req) => {
      const member = memberOf(req);
      await tickets.cancelReservation(app.db, req.params.id, req.params.orderId, member);
      return ok(
        await tickets.liveState(app.db, req.params.id, req.query.language, member),
        'RESERVATION_CANCELLED',
      );
    },
  );

  // GET /v2/member/tickets – the member's reservations of every event (the profile's tickets tab)
  app.get(
    '/v2/member/tickets',
    {
      schema: {
        tags,
        security,
        querystring: MediaLanguageQuery,
        response: { 200: envelope(z.array(MemberTicket)), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (req) => ok(await tickets.memberTickets(app.db, memberOf(req), req.query.language)),
  );

  // POST /v2/event-edition/:id/vote {optionId} – one vote per member; voting again changes it
  app.post(
    '/v2/event-edition/:id/vote',
    {
      schema: {
        tags,
        security,
        params: EventEditionParams,
        querystring: MediaLanguageQuery,
        body: EventVoteBody,
        response: { 200: envelope(EventLiveState), ...errors },
      },
    },
    async (req) => {
      const member = memberOf(req);
      await tickets.vote(app.db, req.params.id, member, req.body.optionId);
      return ok(await tickets.liveState(app.db, req.params.id, req.query.language, member), 'VOTE_RECORDED');
    },
  );
};
