import { formatDuration, formatViewCount, type VideoCard as Video } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { MediaCardView } from './media-card-view';
import { cardImageProp } from './media-image';

export function VideoCard({ video }: { video: Video }) {
  const t = useTranslations('video');
  const locale = useLocale();
  return (
    <MediaCardView
      locale={locale}
      card={{
        href: video.path,
        title: video.title,
        text: video.description,
        ...cardImageProp(video.thumbnail, 'SIX_NINE', video.title, '(max-width: 829.98px) 100vw, 360px'),
        cover: 'framed',
        flag: { kind: 'duration', text: formatDuration(video.durationSeconds) },
        meta: [
          { kind: 'published', iso: video.publishedAt },
          { kind: 'text', text: t('views', { count: formatViewCount(video.viewCount, locale) }) },
        ],
      }}
    />
  );
}
