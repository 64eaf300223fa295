import type { EventCard as Event, PodcastEpisodeCard, VideoCard as Video } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { EventCard } from './event-card';
import styles from './media-grid.module.css';
import { PodcastCard } from './podcast-card';
import { VideoCard } from './video-card';

type Props = { podcasts: PodcastEpisodeCard[]; videos: Video[]; events: Event[] };

/** The homepage's podcast, video and event sections, each with a link to its full list. */
export function HomeMedia({ podcasts, videos, events }: Props) {
  const t = useTranslations('home');
  return (
    <>
      {podcasts.length > 0 && (
        <Section id="podcasts" title={t('podcasts')} action={<Link href="/podcast">{t('seeAll')}</Link>}>
          <div className={styles.grid}>
            {podcasts.map((episode) => (
              <PodcastCard key={episode._id} episode={episode} />
            ))}
          </div>
        </Section>
      )}
      {videos.length > 0 && (
        <Section id="videos" title={t('videos')} action={<Link href="/video">{t('seeAll')}</Link>}>
          <div className={styles.grid}>
            {videos.map((video) => (
              <VideoCard key={video._id} video={video} />
            ))}
          </div>
        </Section>
      )}
      {events.length > 0 && (
        <Section id="events" title={t('events')} action={<Link href="/events">{t('seeAll')}</Link>}>
          <div className={styles.grid}>
            {events.map((event) => (
              <EventCard key={event._id} event={event} />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}
