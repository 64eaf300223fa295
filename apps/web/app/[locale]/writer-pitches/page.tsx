import { PITCH_STATUSES, type WriterPitchPage } from '@magazine/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/auth/auth-page';
import styles from '@/components/comments/moderation/moderation.module.css';
import { NoscriptNotice } from '@/components/ui/noscript-notice';
import tabs from '@/components/ui/tabs.module.css';
import { PitchInbox } from '@/components/writers/pitch-inbox';
import own from '@/components/writers/pitch-inbox.module.css';
import { requireStaff, staffRead } from '@/lib/auth/signed-in.server';
import { pageQuery } from '@/lib/listing';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { pitchesPath, pitchTab } from '@/lib/writers/pitch-paths';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('writerPitches'))('title'));
}

type Props = {
  params: LocaleParams;
  searchParams: Promise<{ status?: string; page?: string; notice?: string | string[] }>;
};

// /writer-pitches – editors and admins: pitches sent through /community-writer-form, waiting,
// accepted or declined; each waiting one is answered here and the writer told by mail
export default async function WriterPitchesPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('writerPitches');
  const query = await searchParams;
  const tab = pitchTab(query.status);
  const page = pageQuery(query.page);
  const { login } = await requireStaff(locale, pitchesPath(locale, tab, page));
  const inbox = await staffRead<WriterPitchPage>(
    'v2/staff/writer-pitches',
    locale,
    { status: tab, page: String(page) },
    login,
  );
  return (
    <div className={own.page}>
      <h1 className="page-title">{t('title')}</h1>
      <NoscriptNotice notice={query.notice} locale={locale} />
      <p className={styles.meta}>{t('lead')}</p>
      {/* plain links, not next/link: after a button's refresh() Next's client router showed the
          page it was on for a tab it had prefetched (docs/decisions/0046); the page is per request */}
      <nav aria-label={t('tabs')}>
        <ul className={tabs.tabs}>
          {PITCH_STATUSES.map((name) => (
            <li key={name}>
              <a href={pitchesPath(locale, name)} aria-current={name === tab ? 'page' : undefined}>
                {t(`tab.${name}`)}
                {name === 'new' ? ` (${inbox.waiting})` : name === tab ? ` (${inbox.total})` : ''}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PitchInbox locale={locale} page={inbox} tab={tab} />
    </div>
  );
}
