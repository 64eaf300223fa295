import type { BannedWordList, ModerationPage } from '@magazine/contracts';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/auth/auth-page';
import { BannedWords } from '@/components/comments/moderation/banned-words';
import styles from '@/components/comments/moderation/moderation.module.css';
import { ModerationQueue } from '@/components/comments/moderation/moderation-queue';
import { NoscriptNotice } from '@/components/ui/noscript-notice';
import tabs from '@/components/ui/tabs.module.css';
import { requireStaff, staffRead } from '@/lib/auth/signed-in.server';
import { moderationPath, moderationTab } from '@/lib/comments/moderation-paths';
import { pageQuery } from '@/lib/listing';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('moderation'))('title'));
}

type Props = {
  params: LocaleParams;
  searchParams: Promise<{ filter?: string; page?: string; notice?: string | string[] }>;
};

// /moderation – editors and admins: held and reported comments, and the banned-word list
export default async function ModerationPageRoute({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('moderation');
  const query = await searchParams;
  const tab = moderationTab(query.filter);
  const page = pageQuery(query.page);
  const here = moderationPath(locale, tab, page);
  const { me, login } = await requireStaff(locale, here);
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
      <NoscriptNotice notice={query.notice} locale={locale} />
      <div className={styles.layout}>
        <div>
          {/* plain links, as the pitches inbox's (docs/decisions/0046) */}
          <nav aria-label={t('queues')}>
            <ul className={tabs.tabs}>
              {(['held', 'reported'] as const).map((name) => (
                <li key={name}>
                  <a href={moderationPath(locale, name)} aria-current={name === tab ? 'page' : undefined}>
                    {t(`tab.${name}`)}
                    {name === tab ? ` (${queue.total})` : ''}
                  </a>
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
