'use client';

import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { PlayerLabels } from './player-bar';
import { player, usePlayer } from './player-store';

/**
 * The docked player's place, mounted once by the locale layout: it holds the page's only
 * <audio> (preload none: nothing loads before the reader presses play), so playback goes on
 * while the reader follows client-side links, and a play button starts it within the press.
 * The controls (PlayerBar and its styles) load when an episode is first loaded, pressed or
 * brought back from the last visit: a visit that plays nothing does not download them.
 */
export function PlayerDock({ labels }: { labels: PlayerLabels }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const { episode } = usePlayer();
  const [Bar, setBar] = useState<ComponentType<{ labels: PlayerLabels }> | null>(null);

  useEffect(() => {
    if (!audioRef.current) return;
    return player.attach(audioRef.current);
  }, []);

  useEffect(() => {
    if (!episode || Bar) return;
    let current = true;
    import('./player-bar').then(
      (module) => {
        if (current) setBar(() => module.PlayerBar);
      },
      // NOTE: offline at that moment: the audio plays on; the controls come with the next episode
      () => {},
    );
    return () => {
      current = false;
    };
  }, [episode, Bar]);

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: podcast audio comes without a caption track; the episode page carries its text */}
      <audio ref={audioRef} preload="none" data-podcast-player="" />
      {Bar && <Bar labels={labels} />}
    </>
  );
}
