import {
  CheckInBody,
  DeskEdition,
  DeskQuery,
  ErrorBody,
  EventEditionParams,
  envelope,
  MediaLanguageQuery,
  ReservationDesk,
  StaffReservation,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import * as desk from './desk.service';

const tags = ['event desk'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** A call of the gate about one code (check it in, take its check-in back): the reservation after it. */
const gateCall = {
  tags,
  security,
  params: EventEditionParams,
  querystring: MediaLanguageQuery,
  body: CheckInBody,
  response: { 200: envelope(StaffReservation), ...errors, 422: ErrorBody },
};

/** Staff scope (app.ts puts requireRole('editor', 'admin') in front): the event desk. */
export const eventDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/staff/event-editions – the editions that sell tickets, soonest first
  app.get(
    '/v2/staff/event-editions',
    {
      schema: {
        tags,
        security,
        querystring: MediaLanguageQuery,
        response: { 200: envelope(z.object({ editions: z.array(DeskEdition) })), ...errors },
      },
    },
    async (req) => ok({ editions: await desk.ticketedEditions(app.db, req.query.language) }),
  );

  // GET /v2/staff/event-edition/:id/reservations?q=&page= – counts per ticket type, reservations
  app.get(
    '/v2/staff/event-edition/:id/reservations',
    {
      schema: {
        tags,
        security,
        params: EventEditionParams,
        querystring: DeskQuery,
        response: { 200: envelope(ReservationDesk), ...errors },
      },
    },
    async (req) => ok(await desk.reservationDesk(app.db, req.params.id, req.query)),
  );

  // POST /v2/staff/event-edition/:id/check-in {code} – lets the code's holder in, once
  app.post('/v2/staff/event-edition/:id/check-in', { schema: gateCall }, async (req) =>
    ok(
      await desk.checkIn(app.db, req.params.id, req.body.code, memberOf(req), req.query.language),
      'TICKETS_CHECKED_IN',
    ),
  );

  // POST /v2/staff/event-edition/:id/undo-check-in {code} – takes a mistaken check-in back
  app.post('/v2/staff/event-edition/:id/undo-check-in', { schema: gateCall }, async (req) => {
    const reservation = await desk.undoCheckIn(app.db, req.params.id, req.body.code, req.query.language);
    // the columns are cleared: the log keeps who took which check-in back, and when
    req.log.info({ staff: memberOf(req).id, reservation: reservation._id }, 'check-in undone');
    return ok(reservation, 'CHECK_IN_UNDONE');
  });
};
