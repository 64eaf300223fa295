import {
  type EventReservation,
  eventPath,
  formatCalendarDay,
  formatDateTime,
  formatVnd,
  type Locale,
  memberTicketsPath,
} from '@magazine/contracts';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../accounts/user-mapper';
import { ticketsReservedMail } from '../mail/ticket-mails';
import { findEditionEvent } from './tickets.repository';

/**
 * The reservation's confirmation, with its code, in the reader's language. The reservation stands
 * whether or not the mail goes out (the code is on the event page too): it is sent after the
 * answer, and a failure is logged.
 */
export async function sendReservationMail(
  app: FastifyInstance,
  editionId: string,
  member: UserRow,
  reservation: EventReservation,
  language: Locale,
) {
  try {
    const event = await findEditionEvent(app.db, editionId, language);
    if (!event) return;
    const when = reservation.validOn
      ? formatCalendarDay(reservation.validOn, language)
      : `${formatDateTime(event.startAt, language)} – ${formatDateTime(event.endAt, language)}`;
    const mail = ticketsReservedMail(language, {
      name: member.name,
      event: event.title,
      when,
      where: `${event.venue}, ${event.city}`,
      ticket: reservation.ticketName,
      quantity: reservation.quantity,
      total: formatVnd(reservation.totalVnd, language),
      code: reservation.code,
      url: new URL(eventPath(event.language as Locale, event.slug), app.config.PUBLIC_URL).toString(),
      ticketsUrl: new URL(memberTicketsPath(language), app.config.PUBLIC_URL).toString(),
    });
    app.mailer.post({ to: member.email, ...mail });
  } catch (error) {
    app.log.error({ err: error, reservation: reservation._id }, 'reservation mail not sent');
  }
}
