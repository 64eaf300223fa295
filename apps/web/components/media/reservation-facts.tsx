import { formatCalendarDay, formatVnd, type Locale, type MemberTicket } from '@magazine/contracts';
import { useTranslations } from 'next-intl';

type Reservation = Pick<MemberTicket, 'code' | 'quantity' | 'ticketName' | 'validOn' | 'totalVnd'>;

/**
 * What a reservation is, as the member sees it on the event's page (event-tickets-panel) and on
 * their profile's tickets tab: the code to show at the gate, what it is for, and its total.
 * Neither a server nor a client component of its own: it renders in whichever imports it.
 */
export function ReservationFacts({
  reservation,
  locale,
  codeClassName,
}: {
  reservation: Reservation;
  locale: Locale;
  codeClassName?: string;
}) {
  const t = useTranslations('events');
  return (
    <>
      <span>
        {t('code')} <strong className={codeClassName}>{reservation.code}</strong>
      </span>
      <span>
        {reservation.quantity} × {reservation.ticketName}
        {reservation.validOn && ` · ${formatCalendarDay(reservation.validOn, locale)}`}
      </span>
      <span>{formatVnd(reservation.totalVnd, locale)}</span>
    </>
  );
}
