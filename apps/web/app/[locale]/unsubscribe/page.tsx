import { type Locale, messageFor, NEWSLETTER_LISTS, type NewsletterList } from '@magazine/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { Link } from '@/components/ui/link';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('unsubscribe'))('title'));
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const asList = (value: string): NewsletterList | null =>
  (NEWSLETTER_LISTS as readonly string[]).includes(value) ? (value as NewsletterList) : null;

// /unsubscribe?token=… – a newsletter's "unsubscribe" link. Opening it changes nothing (mail
// scanners open links): the reader confirms with a button, a plain form to /api/unsubscribe,
// which comes back here with ?done=<list>, ?invalid=1 or ?failed=1.
export default async function UnsubscribePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Search;
}) {
  const locale: Locale = await resolveLocale(params);
  const t = await getTranslations('unsubscribe');
  const query = await searchParams;
  const token = one(query.token);
  const done = asList(one(query.done));
  const settings = (
    <Link href="/profile" className={styles.secondary}>
      {t('settings')}
    </Link>
  );

  if (done)
    return (
      <AuthPage title={t('doneTitle')} lead={t(`done_${done}`)}>
        <div className={styles.choices}>
          <Link href="/" className={styles.primary}>
            {t('continueReading')}
          </Link>
          {settings}
        </div>
      </AuthPage>
    );
  // the list the link names (checked by the API when the reader confirms)
  const list = asList(token.split('.')[1] ?? '');
  if (one(query.invalid) || !token || !list)
    return (
      <AuthPage title={t('invalidTitle')} lead={messageFor('LINK_INVALID', locale)}>
        <p className={styles.status}>{t('invalidText')}</p>
        <div className={styles.choices}>{settings}</div>
      </AuthPage>
    );
  return (
    <AuthPage title={t(`confirm_${list}`)} lead={t('confirmText')}>
      {one(query.failed) && (
        <p className={styles.error} role="alert">
          {messageFor('SOMETHING_WENT_WRONG', locale)}
        </p>
      )}
      <form method="post" action="/api/unsubscribe" className={styles.choices}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={styles.primary}>
          {t('confirmButton')}
        </button>
        {settings}
      </form>
    </AuthPage>
  );
}
