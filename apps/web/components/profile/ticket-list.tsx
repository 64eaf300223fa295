import { calendarDay, formatDateTime, type Locale, type MemberTicket } from '@magazine/contracts';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ReservationFacts } from '@/components/media/reservation-facts';
import { Link } from '@/components/ui/link';
import styles from './profile.module.css';
import { TicketQr } from './ticket-qr';

/**
 * The tickets tab: each reservation with its event, the code to show at the gate (also as a QR
 * symbol while it can still be used: reserved, the event not over, a day pass's day not past), what it is for and its
 * total, paid at the gate. Cancelling is on the event's page, where the stock is.
 */
export async function TicketList({ locale, tickets }: { locale: Locale; tickets: MemberTicket[] }) {
  const t = await getTranslations('profile');
  const te = await getTranslations('events');
  // a day pass is usable on its day (Vietnam's calendar), as the gate checks it
  const today = calendarDay(new Date());
  if (tickets.length === 0)
    return (
      <p className={styles.empty}>
        {t('empty.tickets')} <Link href="/events">{t('findEvents')}</Link>
      </p>
    );
  return (
    <ul className={styles.tickets} data-profile-list="tickets">
      {tickets.map((ticket) => (
        <li key={ticket._id} data-status={ticket.status} data-state={ticket.event.state}>
          <h2>
            <NextLink href={ticket.event.path}>{ticket.event.title}</NextLink>
          </h2>
          <p className={styles.ticketWhen}>
            <time dateTime={ticket.event.startAt}>
              {formatDateTime(new Date(ticket.event.startAt), locale)}
            </time>
            {' · '}
            {ticket.event.venue}, {ticket.event.city}
            {ticket.event.state !== 'coming-soon' && ` · ${te(ticket.event.state)}`}
          </p>
          <p className={styles.ticketLine}>
            <ReservationFacts reservation={ticket} locale={locale} codeClassName={styles.ticketCode} />
            <span className={styles.ticketStatus}>{t(`ticketStatus.${ticket.status}`)}</span>
          </p>
          {ticket.status === 'reserved' &&
            ticket.event.state !== 'ended' &&
            (ticket.validOn === null || ticket.validOn >= today) && (
              <p className={styles.ticketQr}>
                <TicketQr code={ticket.code} label={t('ticketQrLabel', { code: ticket.code })} />
                <span aria-hidden="true">{t('ticketQr')}</span>
              </p>
            )}
        </li>
      ))}
    </ul>
  );
}
