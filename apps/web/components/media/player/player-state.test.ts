import { describe, expect, it } from 'vitest';
import {
  CURRENT_EPISODE_KEY,
  clampTime,
  isPlaybackRate,
  type PlayableEpisode,
  positionKey,
  readCurrentEpisode,
  readPosition,
  timeText,
  writePosition,
} from './player-state';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const episode: PlayableEpisode = {
  id: '0190a1b2-0000-7000-8000-000000000001',
  title: 'Nghe mưa Sài Gòn',
  showTitle: 'Cà Phê Sáng',
  audioUrl: '/media/audio/morning-bells.mp3',
  path: '/podcast/ca-phe-sang/nghe-mua-sai-gon',
  durationSeconds: 600,
};

describe('saved positions', () => {
  it('keeps whole seconds per episode and resumes there', () => {
    const store = memoryStore();
    writePosition(store, episode.id, 125.8);
    expect(store.map.get(positionKey(episode.id))).toBe('125');
    expect(readPosition(store, episode)).toBe(125);
    expect(readPosition(store, { ...episode, id: 'another' })).toBe(0);
  });

  it('starts over when nothing, nonsense or a finished position is saved', () => {
    const store = memoryStore();
    expect(readPosition(store, episode)).toBe(0);
    store.setItem(positionKey(episode.id), 'abc');
    expect(readPosition(store, episode)).toBe(0);
    store.setItem(positionKey(episode.id), '597');
    expect(readPosition(store, episode)).toBe(0);
    store.setItem(positionKey(episode.id), '594');
    expect(readPosition(store, episode)).toBe(594);
  });

  it('forgets an episode saved at 0', () => {
    const store = memoryStore();
    writePosition(store, episode.id, 40);
    writePosition(store, episode.id, 0);
    expect(store.map.has(positionKey(episode.id))).toBe(false);
  });
});

describe('the episode in the player', () => {
  it('comes back from storage only when whole', () => {
    const store = memoryStore();
    expect(readCurrentEpisode(store)).toBeNull();
    store.setItem(CURRENT_EPISODE_KEY, JSON.stringify(episode));
    expect(readCurrentEpisode(store)).toEqual(episode);
    store.setItem(CURRENT_EPISODE_KEY, JSON.stringify({ ...episode, audioUrl: 7 }));
    expect(readCurrentEpisode(store)).toBeNull();
    store.setItem(CURRENT_EPISODE_KEY, '{not json');
    expect(readCurrentEpisode(store)).toBeNull();
  });
});

describe('controls', () => {
  it('keeps a seek within the file', () => {
    expect(clampTime(-15, 600)).toBe(0);
    expect(clampTime(615, 600)).toBe(600);
    expect(clampTime(30, Number.NaN)).toBe(30);
  });

  it('says the time as position / length', () => {
    expect(timeText(65, 600)).toBe('1:05 / 10:00');
    expect(timeText(5, Number.NaN)).toBe('0:05 / 0:00');
    expect(timeText(3725, 7200)).toBe('1:02:05 / 2:00:00');
  });

  it('offers the speeds 1, 1.25, 1.5 and 2 only', () => {
    expect([1, 1.25, 1.5, 2].every(isPlaybackRate)).toBe(true);
    expect(isPlaybackRate(1.75)).toBe(false);
  });
});
