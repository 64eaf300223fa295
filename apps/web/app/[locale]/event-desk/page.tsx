import type { DeskEdition, Locale, ReservationDesk } from '@magazine/contracts';
import { formatDateTime } from '@magazine/contracts';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/auth/auth-page';
import { CheckInForm } from '@/components/media/desk/check-in-form';
import styles from '@/components/media/desk/desk.module.css';
import { ReservationTable, TicketCounts } from '@/components/media/desk/reservation-table';
import { NoscriptNotice } from '@/components/ui/noscript-notice';
import tabs from '@/components/ui/tabs.module.css';
import { requireStaff, staffRead } from '@/lib/auth/signed-in.server';
import { firstParam, pageQuery } from '@/lib/listing';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('desk'))('title'));
}

type Query = { edition?: string; q?: string; page?: string; notice?: string | string[] };
type Props = { params: LocaleParams; searchParams: Promise<Query> };

/** /event-desk with the edition, the search and the page the staff member is on. */
function deskPath(locale: Locale, query: { edition?: string; q?: string; page?: number }): string {
  const search = new URLSearchParams();
  if (query.edition) search.set('edition', query.edition);
  if (query.q) search.set('q', query.q);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const qs = search.toString();
  return `${publicPath('/event-desk', locale)}${qs ? `?${qs}` : ''}`;
}

/** The edition asked for, else the first one not over yet, else the last one. */
function chosen(editions: DeskEdition[], asked: string | undefined): DeskEdition | undefined {
  return (
    editions.find((e) => e._id === asked) ?? editions.find((e) => e.state !== 'ended') ?? editions.at(-1)
  );
}

// /event-desk – editors and admins at an event's gate: check a reservation code in, see the counts
// per ticket type, find a reservation by code, email or name.
export default async function EventDeskPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('desk');
  const query = await searchParams;
  const q = (firstParam(query.q) ?? '').trim().slice(0, 100);
  const page = pageQuery(query.page);
  const here = deskPath(locale, { edition: firstParam(query.edition), q, page });
  const { login } = await requireStaff(locale, here);
  const { editions } = await staffRead<{ editions: DeskEdition[] }>(
    'v2/staff/event-editions',
    locale,
    { language: locale },
    login,
  );
  const edition = chosen(editions, firstParam(query.edition));
  const desk = edition
    ? await staffRead<ReservationDesk>(
        `v2/staff/event-edition/${edition._id}/reservations`,
        locale,
        { language: locale, page: String(page), ...(q ? { q } : {}) },
        login,
      )
    : null;
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ auth: messages.auth, desk: messages.desk }}>
      <h1 className="page-title">{t('title')}</h1>
      <NoscriptNotice notice={query.notice} locale={locale} />
      {!edition || !desk ? (
        <p className={styles.empty}>{t('noEditions')}</p>
      ) : (
        <>
          <nav aria-label={t('editions')}>
            <ul className={`${tabs.tabs} ${styles.editions}`}>
              {editions.map((e) => (
                <li key={e._id}>
                  <NextLink
                    href={deskPath(locale, { edition: e._id })}
                    aria-current={e._id === edition._id ? 'page' : undefined}
                  >
                    {e.title}
                    <small>
                      {e.city} · {formatDateTime(new Date(e.startAt), locale)} · {t(`edition.${e.state}`)}
                    </small>
                  </NextLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.layout}>
            <section aria-labelledby="desk-gate">
              <h2 id="desk-gate">{t('gateTitle')}</h2>
              {edition.state === 'ended' ? (
                <p className={styles.empty}>{t('ended')}</p>
              ) : (
                <CheckInForm locale={locale} editionId={edition._id} back={here} />
              )}
            </section>
            <section aria-labelledby="desk-list">
              <h2 id="desk-list">{t('reservationsTitle')}</h2>
              <TicketCounts desk={desk} locale={locale} />
              <form method="get" action={deskPath(locale, {})} className={styles.search}>
                <input type="hidden" name="edition" value={edition._id} />
                <label>
                  {t('searchLabel')}
                  <input type="search" name="q" defaultValue={q} maxLength={100} />
                </label>
                <button type="submit">{t('search')}</button>
                {q && <NextLink href={deskPath(locale, { edition: edition._id })}>{t('clear')}</NextLink>}
              </form>
              <ReservationTable desk={desk} locale={locale} back={here} />
              {desk.pages > 1 && (
                <nav className={styles.pages} aria-label={t('pages')}>
                  {desk.page > 1 ? (
                    <NextLink href={deskPath(locale, { edition: edition._id, q, page: desk.page - 1 })}>
                      {t('newer')}
                    </NextLink>
                  ) : (
                    <span />
                  )}
                  <span>{t('pageOf', { page: desk.page, pages: desk.pages })}</span>
                  {desk.page < desk.pages ? (
                    <NextLink href={deskPath(locale, { edition: edition._id, q, page: desk.page + 1 })}>
                      {t('older')}
                    </NextLink>
                  ) : (
                    <span />
                  )}
                </nav>
              )}
            </section>
          </div>
        </>
      )}
    </NextIntlClientProvider>
  );
}
