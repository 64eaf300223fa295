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
  const { episode, playing } = usePlayer();
  const [Bar, setBar] = useState<ComponentType<{ labels: PlayerLabels }> | null>(null);

  useEffect(() => {
    if (!audioRef.current) return;
    return player.attach(audioRef.current);
  }, []);

  // `playing` too: if the module could not be fetched (offline), the next play or pause tries again
  // biome-ignore lint/correctness/useExhaustiveDependencies: playing is the retry's trigger
  useEffect(() => {
    if (!episode || Bar) return;
    let current = true;
    import('./player-bar').then(
      (module) => {
        if (current) setBar(() => module.PlayerBar);
      },
      // NOTE: offline at that moment: the audio plays on, and the controls come at the next try
      () => {},
    );
    return () => {
      current = false;
    };
  }, [episode, playing, Bar]);

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: podcast audio comes without a caption track; the episode page carries its text */}
      <audio ref={audioRef} preload="none" data-podcast-player="" />
      {Bar && <Bar labels={labels} />}
    </>
  );
}
