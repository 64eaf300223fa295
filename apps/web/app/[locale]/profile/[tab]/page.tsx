import type { ArticlePage, FollowedPage, MemberTicket } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/auth/auth-page';
import { FollowedList, SavedArticles } from '@/components/profile/profile-lists';
import { ProfileShell } from '@/components/profile/profile-shell';
import { TicketList } from '@/components/profile/ticket-list';
import { pageQuery } from '@/lib/listing';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { memberRead, memberSettingsOrLogin } from '@/lib/member/profile.server';
import { followKindOf, isProfileListTab } from '@/lib/member/profile-tabs';

type Props = {
  params: Promise<{ locale: string; tab: string }>;
  searchParams: Promise<{ page?: string | string[]; notice?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  const { tab } = await params;
  const t = await getTranslations('profile');
  return accountMetadata(isProfileListTab(tab) ? `${t(`tab.${tab}`)} · ${t('title')}` : t('title'));
}

// /thong-tin-tai-khoan/<tab>, /en/profile/<tab> – bookmarked, liked, followed topics, authors,
// series, and tickets
export default async function ProfileListPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const { tab } = await params;
  if (!isProfileListTab(tab)) notFound();
  const settings = await memberSettingsOrLogin(locale, tab);
  const query = await searchParams;
  const page = String(pageQuery(query.page));
  const kind = followKindOf(tab);
  return (
    <ProfileShell locale={locale} tab={tab} settings={settings} notice={query.notice}>
      {tab === 'tickets' ? (
        <TicketList
          locale={locale}
          tickets={await memberRead<MemberTicket[]>('v2/member/tickets', locale, tab, { language: locale })}
        />
      ) : kind ? (
        <FollowedList
          locale={locale}
          tab={tab as 'topics' | 'authors' | 'series'}
          page={
            await memberRead<FollowedPage>(`v2/member/following/${kind}`, locale, tab, {
              page,
              language: locale,
            })
          }
        />
      ) : (
        <SavedArticles
          locale={locale}
          tab={tab as 'bookmarked' | 'liked'}
          page={
            await memberRead<ArticlePage>(`v2/member/${tab}-articles`, locale, tab, {
              page,
              language: locale,
            })
          }
        />
      )}
    </ProfileShell>
  );
}
