import {
  formatCalendarDay,
  formatDateTime,
  formatVnd,
  type Locale,
  type ReservationDesk,
} from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import styles from './desk.module.css';
import { RowUndo } from './row-undo';

/** How many of each ticket type the edition has, how many are reserved and how many are in. */
export async function TicketCounts({ desk, locale }: { desk: ReservationDesk; locale: Locale }) {
  const t = await getTranslations('desk');
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('countsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ticket')}</th>
            <th scope="col" className={styles.number}>
              {t('capacity')}
            </th>
            <th scope="col" className={styles.number}>
              {t('reserved')}
            </th>
            <th scope="col" className={styles.number}>
              {t('checkedInCount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {desk.tickets.map((ticket) => (
            <tr key={ticket._id} data-ticket={ticket._id}>
              <th scope="row">
                {ticket.name}
                {ticket.validOn && ` · ${formatCalendarDay(ticket.validOn, locale)}`}
              </th>
              <td className={styles.number}>{ticket.capacity}</td>
              <td className={styles.number}>{ticket.reserved}</td>
              <td className={styles.number}>{ticket.checkedIn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One page of the edition's reservations: code, member, tickets, total, where it stands. While the
 * event runs, a checked-in row has a button that takes the check-in back (`back`: this page's
 * address, where the form lands without JavaScript).
 */
export async function ReservationTable({
  desk,
  locale,
  back,
}: {
  desk: ReservationDesk;
  locale: Locale;
  back: string;
}) {
  const canUndo = desk.edition.state !== 'ended';
  const t = await getTranslations('desk');
  if (desk.items.length === 0) return <p className={styles.empty}>{t('none')}</p>;
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} ${styles.wide}`}>
        <caption>{t('listTitle', { count: desk.total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('code')}</th>
            <th scope="col">{t('member')}</th>
            <th scope="col">{t('ticket')}</th>
            <th scope="col" className={styles.number}>
              {t('total')}
            </th>
            <th scope="col">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {desk.items.map((r) => (
            <tr key={r._id} data-reservation={r.code}>
              <td>
                <span className={styles.code}>{r.code}</span>
                <span className={styles.muted}>{formatDateTime(new Date(r.createdAt), locale)}</span>
              </td>
              <td>
                {r.member.name}
                <span className={styles.muted}>{r.member.email}</span>
              </td>
              <td>
                {r.quantity} × {r.ticketName}
                {r.validOn && <span className={styles.muted}>{formatCalendarDay(r.validOn, locale)}</span>}
              </td>
              <td className={styles.number}>{formatVnd(r.totalVnd, locale)}</td>
              <td>
                <span className={styles.status} data-status={r.status}>
                  {t(`state.${r.status}`)}
                </span>
                {r.checkedInAt && (
                  <span className={styles.muted}>{formatDateTime(new Date(r.checkedInAt), locale)}</span>
                )}
                {r.checkedInAt && canUndo && (
                  <RowUndo
                    locale={locale}
                    editionId={desk.edition._id}
                    code={r.code}
                    back={back}
                    label={t('undoLabel', { code: r.code })}
                  >
                    {t('undo')}
                  </RowUndo>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
