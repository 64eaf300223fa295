'use client';

import NextLink from 'next/link';
import styles from './player.module.css';
import { isPlaybackRate, PLAYBACK_RATES, SKIP_SECONDS, timeText } from './player-state';
import { player, usePlayer } from './player-store';

export type PlayerLabels = {
  region: string;
  play: string;
  pause: string;
  back: string;
  forward: string;
  seek: string;
  speed: string;
  close: string;
};

/**
 * The docked player's controls, shown once an episode is loaded. PlayerDock loads this module
 * then (most visits never play an episode), and holds the <audio> itself. Every control is a
 * native button, range or select, so keyboard and screen readers work without extra code.
 */
export function PlayerBar({ labels }: { labels: PlayerLabels }) {
  const { episode, playing, currentTime, duration, rate } = usePlayer();
  if (!episode) return null;
  const total = Number.isFinite(duration) && duration > 0 ? duration : episode.durationSeconds;
  const time = timeText(currentTime, total);
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} aria-label={labels.region}>
        <div className={styles.info}>
          <span className={styles.show}>{episode.showTitle}</span>
          <NextLink href={episode.path} className={styles.title}>
            {episode.title}
          </NextLink>
        </div>
        <div className={styles.controls}>
          <SkipButton seconds={-SKIP_SECONDS} label={labels.back} />
          <button
            type="button"
            className={styles.toggle}
            onClick={() => player.toggle()}
            aria-label={playing ? labels.pause : labels.play}
            title={playing ? labels.pause : labels.play}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <SkipButton seconds={SKIP_SECONDS} label={labels.forward} />
        </div>
        <div className={styles.timeline}>
          <input
            type="range"
            className={styles.seek}
            min={0}
            max={Math.max(1, Math.floor(total))}
            step={1}
            value={Math.min(Math.floor(currentTime), Math.max(1, Math.floor(total)))}
            onChange={(event) => player.seek(Number(event.currentTarget.value))}
            aria-label={labels.seek}
            aria-valuetext={time}
          />
          <span className={styles.time} data-player-time="">
            {time}
          </span>
        </div>
        <label className={styles.speed}>
          <span className="visually-hidden">{labels.speed}</span>
          <select
            value={String(rate)}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              if (isPlaybackRate(value)) player.setRate(value);
            }}
          >
            {PLAYBACK_RATES.map((value) => (
              <option key={value} value={String(value)}>
                {value}×
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={styles.close}
          onClick={() => player.close()}
          aria-label={labels.close}
          title={labels.close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </section>
    </>
  );
}

/** Back or forward by `seconds` (negative: back), its label spoken and shown on hover. */
function SkipButton({ seconds, label }: { seconds: number; label: string }) {
  return (
    <button
      type="button"
      className={styles.skip}
      onClick={() => player.skip(seconds)}
      aria-label={label}
      title={label}
    >
      {seconds < 0 ? `−${-seconds}` : `+${seconds}`}s
    </button>
  );
}
