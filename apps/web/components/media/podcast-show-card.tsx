import type { PodcastShowCard as Show } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { MediaCardView } from './media-card-view';
import { cardImageProp } from './media-image';

export function PodcastShowCard({ show }: { show: Show }) {
  const t = useTranslations('podcast');
  const locale = useLocale();
  return (
    <MediaCardView
      locale={locale}
      card={{
        href: show.path,
        title: show.title,
        text: show.description,
        ...cardImageProp(show.cover, 'ONE_ONE', show.title, '(max-width: 829.98px) 100vw, 320px'),
        cover: 'square',
        meta: [{ kind: 'text', text: t('episodeCount', { count: show.episodeCount }) }],
      }}
    />
  );
}
