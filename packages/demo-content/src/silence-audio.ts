import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SILENCE_AUDIO_URL = '/media/audio/silence.wav';

/** One second of 8 kHz, 8-bit mono silence: a valid WAV every browser plays, under 8 KB. */
export function buildSilentWav(seconds = 1, sampleRate = 8000): Buffer {
  const dataSize = seconds * sampleRate;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataSize, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28); // byte rate: 1 byte per sample
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataSize, 40);
  // 8-bit PCM is unsigned: silence is 128, not 0
  return Buffer.concat([header, Buffer.alloc(dataSize, 128)]);
}

export async function writeSilentAudio(mediaDir: string): Promise<void> {
  const file = join(mediaDir, 'audio', 'silence.wav');
  if (existsSync(file)) return;
  await mkdir(join(mediaDir, 'audio'), { recursive: true });
  await writeFile(file, buildSilentWav());
}
