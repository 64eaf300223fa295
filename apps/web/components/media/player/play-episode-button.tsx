'use client';

import styles from './play-episode-button.module.css';
import type { PlayableEpisode } from './player-state';
import { player, usePlayer } from './player-store';

/** Loads the episode into the docked player and plays it; pauses it when it is the one playing. */
export function PlayEpisodeButton({
  episode,
  labels,
}: {
  episode: PlayableEpisode;
  labels: { play: string; pause: string };
}) {
  const state = usePlayer();
  const playingThis = state.playing && state.episode?.id === episode.id;
  return (
    <button
      type="button"
      className={styles.playButton}
      data-episode-id={episode.id}
      aria-label={`${playingThis ? labels.pause : labels.play}: ${episode.title}`}
      onClick={() => (playingThis ? player.pause() : player.play(episode))}
    >
      <span aria-hidden="true">{playingThis ? '❚❚' : '▶'}</span> {playingThis ? labels.pause : labels.play}
    </button>
  );
}
