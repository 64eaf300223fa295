import { formatDuration, formatViewCount, type Locale } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { SetAlternateHref } from '@/components/layout/alternate-context';
import { JsonLd } from '@/components/media/json-ld';
import gridStyles from '@/components/media/media-grid.module.css';
import styles from '@/components/media/podcast-page.module.css';
import { VideoCard } from '@/components/media/video-card';
import { VideoPlayer } from '@/components/media/video-player';
import { LocalDate } from '@/components/ui/local-date';
import { Section } from '@/components/ui/section';
import { getVideo } from '@/lib/data/media';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { videoLd } from '@/lib/media-json-ld';
import { mediaMetadata } from '@/lib/media-metadata';
import { goToOtherLanguage } from '@/lib/routing/other-language';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

const findVideo = cache((slug: string, locale: Locale) => getVideo(slug, locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const video = await findVideo((await params).slug, locale);
  if (!video) return {};
  return mediaMetadata({
    title: video.title,
    description: video.description,
    language: video.language,
    url_meta: video.url_meta,
    image: video.thumbnail,
    ogType: 'video.other',
  });
}

export default async function VideoPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const video = await findVideo(slug, locale);
  if (!video) {
    await goToOtherLanguage(locale, `/video/${slug}`, (language) => findVideo(slug, language));
    notFound();
  }
  const t = await getTranslations('video');
  return (
    <article>
      <JsonLd data={videoLd(video)} />
      {video.translation && <SetAlternateHref href={video.translation.path} />}
      <h1 className="page-title">{video.title}</h1>
      <p className={styles.meta}>
        <LocalDate iso={video.publishedAt} locale={locale} />
        <span>{t('duration', { duration: formatDuration(video.durationSeconds) })}</span>
        <span>{t('views', { count: formatViewCount(video.viewCount, locale) })}</span>
      </p>
      <VideoPlayer
        id={video._id}
        src={video.videoUrl}
        poster={video.thumbnail}
        title={video.title}
        playLabel={t('play')}
      />
      <p className={styles.description}>{video.description}</p>
      {video.more.length > 0 && (
        <Section id="more-videos" title={t('more')}>
          <div className={gridStyles.grid}>
            {video.more.map((other) => (
              <VideoCard key={other._id} video={other} />
            ))}
          </div>
        </Section>
      )}
    </article>
  );
}
