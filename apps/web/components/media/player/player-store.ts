'use client';

import { useSyncExternalStore } from 'react';
import { lasting } from '@/lib/dom/browser-storage';
import {
  CURRENT_EPISODE_KEY,
  clampTime,
  isPlaybackRate,
  type PlayableEpisode,
  type PlaybackRate,
  readCurrentEpisode,
  readPosition,
  writePosition,
} from './player-state';

export type PlayerState = {
  episode: PlayableEpisode | null;
  playing: boolean;
  currentTime: number;
  duration: number;
  rate: PlaybackRate;
};

const INITIAL: PlayerState = { episode: null, playing: false, currentTime: 0, duration: 0, rate: 1 };

/**
 * The one audio player of the page. Its <audio> element lives in the docked bar, mounted once
 * by the locale layout, so it keeps playing while the reader follows client-side links; play
 * buttons anywhere reach it through this store without wrapping the page in a provider.
 */
class PlayerStore {
  private state: PlayerState = INITIAL;
  private listeners = new Set<() => void>();
  private audio: HTMLAudioElement | null = null;
  /** where to go once the file's metadata is known (a saved position) */
  private pendingSeek: number | null = null;
  private lastSavedSecond = -1;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;
  getServerSnapshot = () => INITIAL;

  private set(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private savePosition(seconds: number, force = false) {
    const episode = this.state.episode;
    if (!episode) return;
    const second = Math.floor(seconds);
    if (!force && second === this.lastSavedSecond) return;
    this.lastSavedSecond = second;
    writePosition(lasting, episode.id, second);
  }

  /** The bar hands over its <audio>; the episode of the last visit comes back, paused where it was. */
  attach(audio: HTMLAudioElement): () => void {
    this.audio = audio;
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, handler: () => void) => {
      audio.addEventListener(type, handler);
      return () => audio.removeEventListener(type, handler);
    };
    const off = [
      on('timeupdate', () => {
        // while a saved position waits for the file, the element's 0 is not the reader's position
        if (this.pendingSeek !== null) return;
        this.set({ currentTime: audio.currentTime });
        if (!audio.seeking) this.savePosition(audio.currentTime);
      }),
      on('loadedmetadata', () => {
        if (this.pendingSeek !== null) {
          audio.currentTime = clampTime(this.pendingSeek, audio.duration);
          this.pendingSeek = null;
        }
        this.set({ duration: audio.duration, currentTime: audio.currentTime });
      }),
      on('durationchange', () => this.set({ duration: audio.duration })),
      on('play', () => this.set({ playing: true })),
      on('pause', () => {
        this.set({ playing: false });
        if (this.pendingSeek === null) this.savePosition(audio.currentTime, true);
      }),
      on('ended', () => {
        this.set({ playing: false });
        this.savePosition(0, true); // finished: the next play starts over
      }),
      on('ratechange', () => {
        if (isPlaybackRate(audio.playbackRate)) this.set({ rate: audio.playbackRate });
      }),
    ];
    const onPageHide = () => {
      if (this.pendingSeek === null && audio.currentTime > 0) this.savePosition(audio.currentTime, true);
    };
    window.addEventListener('pagehide', onPageHide);

    // with storage disabled or full the player works, it just forgets
    const saved = readCurrentEpisode(lasting);
    if (saved && !this.state.episode) this.load(saved);
    return () => {
      for (const remove of off) remove();
      window.removeEventListener('pagehide', onPageHide);
      if (this.audio === audio) this.audio = null;
    };
  }

  /** Puts an episode in the player at its saved position (the file loads only when played). */
  private load(episode: PlayableEpisode) {
    const audio = this.audio;
    if (!audio) return;
    // the episode being replaced keeps its place
    if (this.state.episode && this.pendingSeek === null) this.savePosition(audio.currentTime, true);
    const start = readPosition(lasting, episode);
    this.pendingSeek = start;
    this.lastSavedSecond = -1;
    audio.src = episode.audioUrl;
    // a new source resets the rate to the default one
    audio.defaultPlaybackRate = this.state.rate;
    audio.playbackRate = this.state.rate;
    lasting.setItem(CURRENT_EPISODE_KEY, JSON.stringify(episode));
    this.set({ episode, playing: false, currentTime: start, duration: episode.durationSeconds });
  }

  /** Plays an episode: the one already in the player resumes, another one replaces it. */
  play(episode: PlayableEpisode) {
    if (!this.audio) return;
    if (this.state.episode?.id !== episode.id) this.load(episode);
    void this.audio.play().catch(() => this.set({ playing: false }));
  }

  toggle() {
    const audio = this.audio;
    if (!audio || !this.state.episode) return;
    if (audio.paused) void audio.play().catch(() => this.set({ playing: false }));
    else audio.pause();
  }

  pause() {
    this.audio?.pause();
  }

  seek(seconds: number) {
    const audio = this.audio;
    if (!audio || !this.state.episode) return;
    const target = clampTime(seconds, audio.duration || this.state.duration);
    if (audio.readyState === 0) this.pendingSeek = target;
    else audio.currentTime = target;
    this.set({ currentTime: target });
    this.savePosition(target, true);
  }

  skip(deltaSeconds: number) {
    this.seek(this.state.currentTime + deltaSeconds);
  }

  setRate(rate: PlaybackRate) {
    if (this.audio) {
      this.audio.defaultPlaybackRate = rate;
      this.audio.playbackRate = rate;
    }
    this.set({ rate });
  }

  /** Stops and empties the player; the episode's position stays saved. */
  close() {
    const audio = this.audio;
    if (audio) {
      if (this.pendingSeek === null) this.savePosition(audio.currentTime, true);
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    lasting.removeItem(CURRENT_EPISODE_KEY);
    this.pendingSeek = null;
    this.set({ ...INITIAL, rate: this.state.rate });
  }
}

export const player = new PlayerStore();

export function usePlayer(): PlayerState {
  return useSyncExternalStore(player.subscribe, player.getSnapshot, player.getServerSnapshot);
}
