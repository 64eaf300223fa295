import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database, podcastEpisodes, videos } from '@magazine/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from './index';
import { ASSETS_DIR, AUDIO_CLIPS, VIDEO_CLIPS, writeMediaClips } from './media-clips';

/** Seconds of an MPEG audio file, from its frame headers (MPEG-1/2/2.5 layer III). */
function mp3Seconds(bytes: Buffer): number {
  const BITRATES = {
    1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
    2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  };
  const RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
  let offset = 0;
  let seconds = 0;
  let frames = 0;
  while (offset + 4 <= bytes.length) {
    const header = bytes.readUInt32BE(offset);
    if (header >>> 21 !== 0x7ff || ((header >>> 17) & 3) !== 1) throw new Error(`no frame at ${offset}`);
    const version = (header >>> 19) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
    const kbps = BITRATES[version === 3 ? 1 : 2][(header >>> 12) & 15]!;
    const rate = RATES[version as 0 | 2 | 3][(header >>> 10) & 3]!;
    const samples = version === 3 ? 1152 : 576;
    const padding = (header >>> 9) & 1;
    offset += Math.floor(((samples / 8) * kbps * 1000) / rate) + padding;
    seconds += samples / rate;
    frames += 1;
  }
  expect(frames).toBeGreaterThan(10);
  return seconds;
}

/** Seconds of an MP4 file, from the movie header box (moov/mvhd). */
function mp4Seconds(bytes: Buffer): number {
  const find = (type: string, from: number, to: number): number => {
    for (let at = from; at + 8 <= to; ) {
      const size = bytes.readUInt32BE(at);
      if (bytes.toString('latin1', at + 4, at + 8) === type) return at;
      if (size < 8) break;
      at += size;
    }
    throw new Error(`no ${type} box`);
  };
  const moov = find('moov', 0, bytes.length);
  const mvhd = find('mvhd', moov + 8, moov + bytes.readUInt32BE(moov));
  const version = bytes[mvhd + 8];
  if (version !== 0) throw new Error('64-bit mvhd');
  const timescale = bytes.readUInt32BE(mvhd + 20);
  return bytes.readUInt32BE(mvhd + 24) / timescale;
}

describe('demo media clips', () => {
  let database: Database;
  const mediaDir = mkdtempSync(join(tmpdir(), 'seed-clips-'));

  beforeAll(async () => {
    database = await createDatabase({});
    await database.migrate();
    await seedDemoContent(database.db, { seed: 3, articlesPerLanguage: 2, mediaDir: null });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('lists each clip with the size, type and duration of its file', () => {
    for (const clip of [...AUDIO_CLIPS, ...VIDEO_CLIPS]) {
      const bytes = readFileSync(join(ASSETS_DIR, clip.kind, clip.file));
      expect(bytes.length, clip.file).toBe(clip.bytes);
      const seconds = clip.kind === 'audio' ? mp3Seconds(bytes) : mp4Seconds(bytes);
      expect(Math.round(seconds), clip.file).toBe(clip.durationSeconds);
      expect(clip.type).toBe(clip.kind === 'audio' ? 'audio/mpeg' : 'video/mp4');
    }
    // small enough to keep in the repository
    const total = [...AUDIO_CLIPS, ...VIDEO_CLIPS].reduce((sum, clip) => sum + clip.bytes, 0);
    expect(total).toBeLessThan(300_000);
  });

  it('copies every audio and video file the demo rows name into the media directory', async () => {
    expect(await writeMediaClips(mediaDir)).toBe(AUDIO_CLIPS.length + VIDEO_CLIPS.length);
    expect(await writeMediaClips(mediaDir)).toBe(0); // already there
    const episodes = await database.db.select().from(podcastEpisodes);
    const films = await database.db.select().from(videos);
    expect(episodes.length).toBeGreaterThan(0);
    expect(films.length).toBeGreaterThan(0);
    for (const episode of episodes) {
      expect(episode.audioUrl).toMatch(/^\/media\/audio\/[a-z0-9-]+\.mp3$/);
      const file = join(mediaDir, episode.audioUrl.replace(/^\/media\//, ''));
      expect(statSync(file).size, episode.audioUrl).toBe(episode.audioBytes);
      expect(episode.audioType).toBe('audio/mpeg');
      expect(Math.round(mp3Seconds(readFileSync(file)))).toBe(episode.durationSeconds);
    }
    for (const video of films) {
      expect(video.videoUrl).toMatch(/^\/media\/video\/[a-z0-9-]+\.mp4$/);
      const file = join(mediaDir, video.videoUrl.replace(/^\/media\//, ''));
      expect(Math.round(mp4Seconds(readFileSync(file))), video.videoUrl).toBe(video.durationSeconds);
    }
    // every clip is used by some row
    const used = new Set([...episodes.map((e) => e.audioUrl), ...films.map((v) => v.videoUrl)]);
    expect(used.size).toBe(AUDIO_CLIPS.length + VIDEO_CLIPS.length);
  });
});
