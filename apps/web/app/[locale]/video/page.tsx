import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MediaListPage } from '@/components/media/media-list-page';
import { VideoCard } from '@/components/media/video-card';
import { staticPageMetadata } from '@/components/static/static-page';
import { getVideos } from '@/lib/data/media';
import { type LocaleParams, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('video');
  return staticPageMetadata('/video', t('title'), t('description'), locale);
}

export default async function VideoPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const [t, th] = await Promise.all([getTranslations('video'), getTranslations('home')]);
  const videos = await getVideos(locale, 24);
  return (
    <MediaListPage title={t('title')} lead={t('description')} empty={videos.length ? null : th('empty')}>
      {videos.map((video) => (
        <VideoCard key={video._id} video={video} />
      ))}
    </MediaListPage>
  );
}
