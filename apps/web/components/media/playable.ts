import type { PodcastEpisodeCard } from '@magazine/contracts';
import type { PlayableEpisode } from './player/player-state';

/** The few facts of an episode the docked player keeps (and remembers across visits). */
export function playableEpisode(episode: PodcastEpisodeCard): PlayableEpisode {
  return {
    id: episode._id,
    title: episode.title,
    showTitle: episode.show.title,
    audioUrl: episode.audioUrl,
    path: episode.path,
    durationSeconds: episode.durationSeconds,
  };
}
