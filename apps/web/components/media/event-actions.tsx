'use client';

import {
  type Envelope,
  ERROR_CODES,
  type ErrorCode,
  type EventLiveState,
  type EventReservation,
  type EventTicketType,
  type EventVoteOption,
  formatCalendarDay,
  formatVnd,
  type Locale,
  messageFor,
  TICKETS_MAX_PER_ORDER,
} from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { LoginPrompt, ResendVerificationButton } from '@/components/member/member-prompts';
import { useModal } from '@/components/ui/modal/modal-provider';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { memberCall } from '@/lib/member/client';
import styles from './event-page.module.css';

type Props = { editionId: string; tickets: EventTicketType[]; voteOptions: EventVoteOption[] };

/** The reader's text for a refusal: the code's message in the reader's language, else "try again". */
function problemOf(res: Envelope<unknown>, locale: Locale, fallback: string): string {
  return Object.hasOwn(ERROR_CODES, res.message) ? messageFor(res.message as ErrorCode, locale) : fallback;
}

/**
 * An event's tickets and vote (the page itself is the same for everyone and cached): stock, the
 * count and the reader's own reservations and vote arrive after load. Verified members reserve
 * (paid at the gate) and vote; a visitor is asked to log in first, and nothing chosen is lost.
 */
export function EventActions({ editionId, tickets, voteOptions }: Props) {
  const t = useTranslations('events');
  const tMember = useTranslations('member');
  const locale = useLocale() as Locale;
  const auth = useAuth();
  const modal = useModal();
  const snackbar = useSnackbar();
  const formId = useId();
  const [live, setLive] = useState<EventLiveState | null>(null);
  const [ticketTypeId, setTicketTypeId] = useState(tickets[0]?._id ?? '');
  const [picked, setPicked] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const res = await memberCall<EventLiveState>(`v2/event-edition/${editionId}/state`, {
      query: { language: locale },
      locale,
    });
    if (res.errorCode === 200) setLive(res.data);
  }, [editionId, locale]);

  // until the reader picks one, the first ticket on sale is chosen
  useEffect(() => {
    if (picked || !live) return;
    const first = live.tickets.find((ticket) => ticket.onSale);
    if (first) setTicketTypeId(first._id);
  }, [live, picked]);

  // again when the reader logs in or out: their reservations and vote come with the state
  const signedIn = auth.isAuth;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of login must load the state again
  useEffect(() => {
    void load();
  }, [load, signedIn]);

  const askLogin = (action: 'tickets' | 'vote') =>
    modal.show({
      title: tMember('loginTitle'),
      body: <LoginPrompt action={action} path={`${window.location.pathname}#${action}`} />,
    });

  /** false when the member must act first (log in, verify), after saying so */
  const refused = (res: Envelope<unknown>, action: 'tickets' | 'vote'): boolean => {
    if (res.errorCode === 200) return false;
    if (res.errorCode === 401) askLogin(action);
    else if (res.message === 'EMAIL_NOT_VERIFIED_FOR_EVENT')
      modal.show({
        title: messageFor('EMAIL_NOT_VERIFIED_FOR_EVENT', locale),
        body: <ResendVerificationButton onSent={() => modal.hide()} />,
      });
    else return true;
    return false;
  };

  const byId = new Map(live?.tickets.map((ticket) => [ticket._id, ticket]));
  const chosen = tickets.find((ticket) => ticket._id === ticketTypeId);
  const chosenLive = byId.get(ticketTypeId);

  const reserve = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!auth.isAuth) return askLogin('tickets');
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > TICKETS_MAX_PER_ORDER) {
      setProblem(t('quantityRange', { max: TICKETS_MAX_PER_ORDER }));
      return;
    }
    setBusy(true);
    try {
      const res = await memberCall<EventReservation>(`v2/event-edition/${editionId}/tickets`, {
        method: 'POST',
        body: { ticketTypeId, quantity },
        query: { language: locale },
        locale,
      });
      if (refused(res, 'tickets')) {
        const left = (res.data as { remaining?: number } | null)?.remaining;
        setProblem(
          res.message === 'TICKETS_SOLD_OUT' && left !== undefined
            ? t('onlyLeft', { count: left })
            : problemOf(res, locale, tMember('failed')),
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
      setBusy(false);
      void load();
    }
  };

  const cancel = async (reservation: EventReservation) => {
    const res = await memberCall<EventLiveState>(
      `v2/event-edition/${editionId}/tickets/${reservation._id}/cancel`,
      { method: 'POST', query: { language: locale }, locale },
    );
    if (res.errorCode === 200) {
      setLive(res.data);
      snackbar.show({ type: 'info', title: messageFor('RESERVATION_CANCELLED', locale), ttl: 5000 });
    } else if (refused(res, 'tickets')) {
      snackbar.show({ type: 'error', title: problemOf(res, locale, tMember('failed')), ttl: 6000 });
    }
  };

  const vote = async (optionId: string) => {
    if (!auth.isAuth) return askLogin('vote');
    const res = await memberCall<EventLiveState>(`v2/event-edition/${editionId}/vote`, {
      method: 'POST',
      body: { optionId },
      query: { language: locale },
      locale,
    });
    if (res.errorCode === 200) {
      setLive(res.data);
      snackbar.show({ type: 'success', title: messageFor('VOTE_RECORDED', locale), ttl: 4000 });
    } else if (refused(res, 'vote')) {
      snackbar.show({ type: 'error', title: problemOf(res, locale, tMember('failed')), ttl: 6000 });
    }
  };

  const stock = (id: string) => {
    const ticket = byId.get(id);
    if (!ticket) return '';
    if (!ticket.onSale) return ticket.remaining === 0 ? t('soldOut') : t('notOnSale');
    return t('left', { count: ticket.remaining });
  };
  const counts = new Map(live?.vote.counts.map((c) => [c.optionId, c.votes]));
  const total = live?.vote.total ?? 0;
  const voteOpen = live ? live.vote.open : true;

  return (
    <>
      {tickets.length > 0 && (
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
                      onChange={() => {
                        setTicketTypeId(ticket._id);
                        setPicked(true);
                      }}
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
                <button
                  type="submit"
                  className={styles.submit}
                  disabled={busy || chosenLive?.onSale === false}
                >
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
                    <span>
                      {t('code')} <strong className={styles.code}>{reservation.code}</strong>
                    </span>
                    <span>
                      {reservation.quantity} × {reservation.ticketName}
                      {reservation.validOn && ` · ${formatCalendarDay(reservation.validOn, locale)}`}
                    </span>
                    <span>{formatVnd(reservation.totalVnd, locale)}</span>
                    {reservation.status === 'cancelled' ? (
                      <span className={styles.cancelled}>{t('cancelled')}</span>
                    ) : (
                      live.salesOpen && (
                        <button
                          type="button"
                          className={styles.quiet}
                          onClick={() => void cancel(reservation)}
                        >
                          {t('cancel')}
                          <span className="visually-hidden"> {reservation.code}</span>
                        </button>
                      )
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
      {voteOptions.length > 0 && (
        <section id="vote" className={styles.panel} aria-labelledby={`${formId}-vote`}>
          <h2 id={`${formId}-vote`}>{t('vote')}</h2>
          <p className={styles.note}>{voteOpen ? t('voteLead') : t('voteClosed')}</p>
          <ul className={styles.options}>
            {voteOptions.map((option) => {
              const votes = counts.get(option._id) ?? 0;
              const share = total > 0 ? Math.round((votes / total) * 100) : 0;
              const mine = live?.vote.mine === option._id;
              return (
                <li key={option._id}>
                  <button
                    type="button"
                    className={styles.option}
                    aria-pressed={mine}
                    disabled={!voteOpen}
                    onClick={() => void vote(option._id)}
                  >
                    <span className={styles.optionName}>{option.name}</span>
                    <span className={styles.note}>{option.description}</span>
                    {live && (
                      <span className={styles.bar} style={{ '--share': `${share}%` } as React.CSSProperties}>
                        {t('votes', { count: votes, share })}
                      </span>
                    )}
                    {mine && <span className={styles.mine}>{t('yourChoice')}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          {live && (
            <p className={styles.note} aria-live="polite">
              {t('totalVotes', { count: total })}
            </p>
          )}
        </section>
      )}
    </>
  );
}
