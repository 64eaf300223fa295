'use client';

import {
  type EventReservation,
  type EventTicketType,
  formatCalendarDay,
  formatVnd,
  type Locale,
  messageFor,
  TICKETS_MAX_PER_ORDER,
} from '@magazine/contracts';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { memberCall } from '@/lib/member/client';
import { profileTabPath } from '@/lib/member/profile-tabs';
import type { EventPanelProps } from './event-live';
import styles from './event-page.module.css';
import { ReservationFacts } from './reservation-facts';

type Props = EventPanelProps & { tickets: EventTicketType[] };

/**
 * Ticket types with their price and what is left, a quantity and the total; then the member's own
 * reservations (code, what, how much) with a cancel button until the event ends. The choice and the
 * quantity stay as typed when the reservation is refused.
 */
export function EventTicketsPanel({ editionId, tickets, live, reload, askLogin, refused, act }: Props) {
  const t = useTranslations('events');
  const locale = useLocale() as Locale;
  const auth = useAuth();
  const snackbar = useSnackbar();
  const formId = useId();
  // what the reader picked; until then the first ticket on sale (an effect setting it could run
  // after the reader's click, with the state from before it, and undo the choice)
  const [picked, setPicked] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const ticketTypeId = picked ?? live?.tickets.find((ticket) => ticket.onSale)?._id ?? tickets[0]?._id ?? '';
  const byId = new Map(live?.tickets.map((ticket) => [ticket._id, ticket]));
  const chosen = tickets.find((ticket) => ticket._id === ticketTypeId);
  const chosenLive = byId.get(ticketTypeId);

  const reserve = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setProblem(null);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > TICKETS_MAX_PER_ORDER) {
      setProblem(t('quantityRange', { max: TICKETS_MAX_PER_ORDER }));
      return;
    }
    // busy from the press: a second press while the session is still being asked is not a second order
    sending.current = true;
    setBusy(true);
    try {
      if (!(await auth.settled())) return askLogin('tickets');
      const res = await memberCall<EventReservation>(`v2/event-edition/${editionId}/tickets`, {
        method: 'POST',
        body: { ticketTypeId, quantity },
        query: { language: locale },
        locale,
      });
      const refusal = refused(res, 'tickets');
      if (refusal !== null) {
        const left = (res.data as { remaining?: number } | null)?.remaining;
        setProblem(
          res.message === 'TICKETS_SOLD_OUT' && left !== undefined ? t('onlyLeft', { count: left }) : refusal,
        );
      } else if (res.errorCode === 200) {
        snackbar.show({
          type: 'success',
          title: messageFor('TICKETS_RESERVED', locale),
          content: t('reservedText', { code: res.data.code }),
          ttl: 8000,
        });
        setQuantity(1);
      }
    } finally {
      sending.current = false;
      setBusy(false);
      void reload();
    }
  };

  const cancel = (reservation: EventReservation) =>
    act(`tickets/${reservation._id}/cancel`, 'tickets', 'RESERVATION_CANCELLED');

  const stock = (id: string) => {
    const ticket = byId.get(id);
    if (!ticket) return '';
    if (!ticket.onSale) return ticket.remaining === 0 ? t('soldOut') : t('notOnSale');
    return t('left', { count: ticket.remaining });
  };

  return (
    <section id="tickets" className={styles.panel} aria-labelledby={`${formId}-tickets`}>
      <h2 id={`${formId}-tickets`}>{t('tickets')}</h2>
      <p className={styles.note}>{t('ticketsLead')}</p>
      {live && !live.salesOpen ? (
        <p role="status">{t('salesClosed')}</p>
      ) : (
        <form onSubmit={reserve} noValidate aria-busy={busy || undefined}>
          <fieldset className={styles.choices}>
            <legend>{t('chooseTicket')}</legend>
            {tickets.map((ticket) => (
              <label key={ticket._id} className={styles.choice}>
                <input
                  type="radio"
                  name="ticketTypeId"
                  value={ticket._id}
                  checked={ticket._id === ticketTypeId}
                  disabled={byId.get(ticket._id)?.onSale === false}
                  onChange={() => setPicked(ticket._id)}
                />
                <span className={styles.choiceName}>
                  {ticket.name}
                  {ticket.validOn && ` · ${formatCalendarDay(ticket.validOn, locale)}`}
                </span>
                <span className={styles.price}>{formatVnd(ticket.priceVnd, locale)}</span>
                <span className={styles.stock} data-stock={ticket._id}>
                  {stock(ticket._id)}
                </span>
              </label>
            ))}
          </fieldset>
          <div className={styles.formRow}>
            <label htmlFor={`${formId}-quantity`}>{t('quantity')}</label>
            <input
              id={`${formId}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={TICKETS_MAX_PER_ORDER}
              value={Number.isNaN(quantity) ? '' : quantity}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${formId}-problem` : undefined}
              onChange={(e) => setQuantity(e.target.valueAsNumber)}
              className={styles.quantity}
            />
            {chosen && Number.isInteger(quantity) && quantity > 0 && (
              <span className={styles.total}>
                {t('total', { amount: formatVnd(chosen.priceVnd * quantity, locale) })}
              </span>
            )}
            <button type="submit" className={styles.submit} disabled={busy || chosenLive?.onSale === false}>
              {t('reserve')}
            </button>
          </div>
          {problem && (
            <p id={`${formId}-problem`} className={styles.problem} role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
      {live && live.reservations.length > 0 && (
        <div className={styles.reservations}>
          <h3>{t('yourReservations')}</h3>
          <ul>
            {live.reservations.map((reservation) => (
              <li key={reservation._id} data-status={reservation.status}>
                <ReservationFacts reservation={reservation} locale={locale} codeClassName={styles.code} />
                {reservation.status === 'cancelled' ? (
                  <span className={styles.cancelled}>{t('cancelled')}</span>
                ) : reservation.status === 'checked_in' ? (
                  <span className={styles.checkedIn}>{t('checkedIn')}</span>
                ) : (
                  live.salesOpen && (
                    <button type="button" className={styles.quiet} onClick={() => void cancel(reservation)}>
                      {t('cancel')}
                      <span className="visually-hidden"> {reservation.code}</span>
                    </button>
                  )
                )}
              </li>
            ))}
          </ul>
          {live.salesOpen && live.reservations.some((reservation) => reservation.status === 'reserved') && (
            <p className={styles.ticketsLink}>
              <NextLink href={profileTabPath('tickets', locale)}>{t('qrInTickets')}</NextLink>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
