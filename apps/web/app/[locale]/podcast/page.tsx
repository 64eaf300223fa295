import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MediaListPage } from '@/components/media/media-list-page';
import { PodcastCard } from '@/components/media/podcast-card';
import { staticPageMetadata } from '@/components/static/static-page';
import { getPodcastEpisodes } from '@/lib/data/media';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('podcast');
  return staticPageMetadata('/podcast', t('title'), t('description'), locale);
}

export default async function PodcastPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const [t, th] = await Promise.all([getTranslations('podcast'), getTranslations('home')]);
  const episodes = await getPodcastEpisodes(locale, 24);
  return (
    <MediaListPage title={t('title')} lead={t('description')} empty={episodes.length ? null : th('empty')}>
      {episodes.map((episode) => (
        <PodcastCard key={episode._id} episode={episode} />
      ))}
    </MediaListPage>
  );
}
