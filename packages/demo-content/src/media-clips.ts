import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The short, playable demo clips kept in `assets/` (made once by scripts/make-media-clips.sh with
 * Debian's ffmpeg). Episodes and videos share them; their size, type and duration here are what the
 * rows say (the feed's <enclosure length type>, the players' durations), checked against the files
 * by media-clips.test.ts.
 */
export interface MediaClip {
  kind: 'audio' | 'video';
  file: string;
  type: string;
  bytes: number;
  durationSeconds: number;
}

export const AUDIO_CLIPS: readonly MediaClip[] = [
  { kind: 'audio', file: 'morning-bells.mp3', type: 'audio/mpeg', bytes: 20340, durationSeconds: 10 },
  { kind: 'audio', file: 'city-hum.mp3', type: 'audio/mpeg', bytes: 20340, durationSeconds: 10 },
  { kind: 'audio', file: 'night-walk.mp3', type: 'audio/mpeg', bytes: 20340, durationSeconds: 10 },
];

export const VIDEO_CLIPS: readonly MediaClip[] = [
  { kind: 'video', file: 'test-pattern.mp4', type: 'video/mp4', bytes: 90092, durationSeconds: 6 },
  { kind: 'video', file: 'color-bars.mp4', type: 'video/mp4', bytes: 28119, durationSeconds: 6 },
  { kind: 'video', file: 'gradients.mp4', type: 'video/mp4', bytes: 41511, durationSeconds: 6 },
];

/** `assets/` of this package, from the sources (src/) and from the bundle (dist/) alike. */
export const ASSETS_DIR = fileURLToPath(new URL('../assets/', import.meta.url));

/** The public URL of a clip once copied into the media directory (served by the API's /media). */
export function clipUrl(clip: MediaClip): string {
  return `/media/${clip.kind}/${clip.file}`;
}

/** The clip used by the n-th row: rows take turns, so every clip is used. */
export function clipFor(clips: readonly MediaClip[], n: number): MediaClip {
  return clips[n % clips.length] as MediaClip;
}

/** Copies every clip into mediaDir/audio and mediaDir/video, skipping files already there whole. */
export async function writeMediaClips(mediaDir: string): Promise<number> {
  let written = 0;
  for (const clip of [...AUDIO_CLIPS, ...VIDEO_CLIPS]) {
    const target = join(mediaDir, clip.kind, clip.file);
    const existing = await stat(target).catch(() => null);
    if (existing?.size === clip.bytes) continue;
    await mkdir(join(mediaDir, clip.kind), { recursive: true });
    await copyFile(join(ASSETS_DIR, clip.kind, clip.file), target);
    written += 1;
  }
  return written;
}
