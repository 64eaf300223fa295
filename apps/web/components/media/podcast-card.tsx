import { formatDuration, type PodcastEpisodeCard } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { MediaCardView } from './media-card-view';
import { cardImageProp } from './media-image';
import { playableEpisode } from './playable';
import { PlayEpisodeButton } from './player/play-episode-button';

export function PodcastCard({
  episode,
  showKicker = true,
}: {
  episode: PodcastEpisodeCard;
  showKicker?: boolean;
}) {
  const t = useTranslations('podcast');
  const locale = useLocale();
  return (
    <MediaCardView
      locale={locale}
      card={{
        href: episode.path,
        title: episode.title,
        text: episode.description,
        ...cardImageProp(episode.cover, 'ONE_ONE', episode.title, '(max-width: 829.98px) 100vw, 320px'),
        cover: 'square',
        ...(showKicker && { kicker: episode.show.title }),
        meta: [
          { kind: 'published', iso: episode.publishedAt },
          { kind: 'text', text: t('duration', { duration: formatDuration(episode.durationSeconds) }) },
        ],
      }}
    >
      <PlayEpisodeButton episode={playableEpisode(episode)} labels={{ play: t('play'), pause: t('pause') }} />
    </MediaCardView>
  );
}
