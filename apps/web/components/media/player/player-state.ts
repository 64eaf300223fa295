import { formatDuration } from '@magazine/contracts';

/** What the docked player needs to know of an episode; cards and episode pages hand it over. */
export type PlayableEpisode = {
  id: string;
  title: string;
  showTitle: string;
  audioUrl: string;
  /** the episode page */
  path: string;
  durationSeconds: number;
};

export const PLAYBACK_RATES = [1, 1.25, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
export const SKIP_SECONDS = 15;

/** localStorage keys: the position per episode, and the episode in the player. */
export const POSITION_KEY_PREFIX = 'podcast-position:';
export const CURRENT_EPISODE_KEY = 'podcast-player:episode';
/** Saved positions this close to the end count as finished: the next play starts over. */
export const FINISHED_MARGIN_SECONDS = 5;

export function positionKey(episodeId: string): string {
  return `${POSITION_KEY_PREFIX}${episodeId}`;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where to resume an episode: its saved position, or 0 when none, unreadable or near the end. */
export function readPosition(store: KeyValueStore, episode: Pick<PlayableEpisode, 'id' | 'durationSeconds'>) {
  const raw = Number(store.getItem(positionKey(episode.id)));
  if (!Number.isFinite(raw) || raw <= 0) return 0;
  if (episode.durationSeconds > 0 && raw >= episode.durationSeconds - FINISHED_MARGIN_SECONDS) return 0;
  return raw;
}

/** Saves whole seconds; 0 forgets the episode's position. */
export function writePosition(store: KeyValueStore, episodeId: string, seconds: number) {
  if (seconds > 0) store.setItem(positionKey(episodeId), String(Math.floor(seconds)));
  else store.removeItem(positionKey(episodeId));
}

export function readCurrentEpisode(store: KeyValueStore): PlayableEpisode | null {
  try {
    const value = JSON.parse(store.getItem(CURRENT_EPISODE_KEY) ?? 'null') as Partial<PlayableEpisode> | null;
    if (
      value &&
      typeof value.id === 'string' &&
      typeof value.title === 'string' &&
      typeof value.showTitle === 'string' &&
      typeof value.audioUrl === 'string' &&
      typeof value.path === 'string' &&
      typeof value.durationSeconds === 'number'
    )
      return value as PlayableEpisode;
  } catch {}
  return null;
}

/** A position clamped to the file: never before 0 nor past the end. */
export function clampTime(seconds: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, seconds), end);
}

/** "1:05 / 10:00": what the bar shows and the slider's aria-valuetext says. */
export function timeText(current: number, duration: number): string {
  const total = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return `${formatDuration(current)} / ${formatDuration(total)}`;
}

export function isPlaybackRate(value: number): value is PlaybackRate {
  return (PLAYBACK_RATES as readonly number[]).includes(value);
}
