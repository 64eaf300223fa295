import type { BannedWordList, ModerationPage, User } from '@magazine/contracts';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/auth/auth-page';
import { BannedWords } from '@/components/comments/moderation/banned-words';
import styles from '@/components/comments/moderation/moderation.module.css';
import { ModerationQueue } from '@/components/comments/moderation/moderation-queue';
import tabs from '@/components/ui/tabs.module.css';
import { ApiError } from '@/lib/api-client/client';
import { callApi } from '@/lib/auth/call.server';
import { readCredentials } from '@/lib/auth/cookies.server';
import { moderationPath, moderationTab } from '@/lib/comments/moderation-paths';
import { pageQuery } from '@/lib/listing';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('moderation'))('title'));
}

type Props = { params: LocaleParams; searchParams: Promise<{ filter?: string; page?: string }> };

/** A staff read; a session that ended goes to the login, a member without the role sees a 404. */
async function staffRead<T>(path: string, locale: 'vi' | 'en', query: Record<string, string>, login: string) {
  const res = await callApi<T>(path, { locale, query }).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401) redirect(login);
    if (err instanceof ApiError && err.status === 403) notFound();
    throw err;
  });
  if (res.errorCode !== 200) throw new ApiError(res.errorCode, res.message);
  return res.data;
}

// /moderation – editors and admins: held and reported comments, and the banned-word list
export default async function ModerationPageRoute({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('moderation');
  const query = await searchParams;
  const tab = moderationTab(query.filter);
  const page = pageQuery(query.page);
  const here = moderationPath(locale, tab, page);
  const login = `${locale === 'en' ? '/en' : ''}/login?redirect=${encodeURIComponent(here)}`;
  if (!(await readCredentials())?.accessToken) redirect(login);
  const me = await staffRead<User>('v2/user-information', locale, {}, login);
  if (me.role !== 'editor' && me.role !== 'admin') notFound();
  const [queue, words] = await Promise.all([
    staffRead<ModerationPage>('v2/moderation/comments', locale, { filter: tab, page: String(page) }, login),
    staffRead<BannedWordList>('v2/moderation/banned-words', locale, {}, login),
  ]);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ auth: messages.auth, moderation: messages.moderation, error: messages.error }}
    >
      <h1 className="page-title">{t('title')}</h1>
      <div className={styles.layout}>
        <div>
          <nav aria-label={t('queues')}>
            <ul className={tabs.tabs}>
              {(['held', 'reported'] as const).map((name) => (
                <li key={name}>
                  <NextLink
                    href={moderationPath(locale, name)}
                    aria-current={name === tab ? 'page' : undefined}
                  >
                    {t(`tab.${name}`)}
                    {name === tab ? ` (${queue.total})` : ''}
                  </NextLink>
                </li>
              ))}
            </ul>
          </nav>
          <ModerationQueue locale={locale} tab={tab} page={queue} selfId={me._id} />
        </div>
        <BannedWords locale={locale} list={words} back={here} />
      </div>
    </NextIntlClientProvider>
  );
}
