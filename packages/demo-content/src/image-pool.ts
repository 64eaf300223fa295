import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_PRESET_NAMES, IMAGE_PRESETS, type ImagePreset, type ImageSet } from '@magazine/contracts';
import sharp from 'sharp';
import { drawAvatarSvg, drawCoverSvg } from './artwork-svg';

export const COVER_POOL_SIZE = 32;
export const AVATAR_POOL_SIZE = 20;

type PoolKind = 'pool' | 'avatars';

function poolFolder(index: number, size: number): string {
  return String((index % size) + 1).padStart(2, '0');
}

function buildImageSet(kind: PoolKind, folder: string, alt: string): ImageSet {
  const sizes: ImageSet['sizes'] = {};
  for (const preset of IMAGE_PRESET_NAMES) sizes[preset] = `/media/${kind}/${folder}/${preset}.webp`;
  return { alt, sizes };
}

/** Covers are reused by index modulo the pool, so a huge seed never means huge numbers of files. */
export function coverImageSet(index: number, alt: string): ImageSet {
  return buildImageSet('pool', poolFolder(index, COVER_POOL_SIZE), alt);
}

export function avatarImageSet(index: number, alt: string): ImageSet {
  return buildImageSet('avatars', poolFolder(index, AVATAR_POOL_SIZE), alt);
}

async function writeArtwork(dir: string, svg: string, presets: readonly ImagePreset[]): Promise<number> {
  const missing = presets.filter((preset) => !existsSync(join(dir, `${preset}.webp`)));
  if (missing.length === 0) return 0;
  await mkdir(dir, { recursive: true });
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  await Promise.all(
    missing.map((preset) => {
      const { width, height } = IMAGE_PRESETS[preset];
      return sharp(master)
        .resize(width, height, { fit: 'cover' })
        .webp({ quality: 80 })
        .toFile(join(dir, `${preset}.webp`));
    }),
  );
  return missing.length;
}

export interface ImagePoolOptions {
  covers?: number;
  avatars?: number;
  presets?: readonly ImagePreset[];
}

/** Writes every pool artwork in every preset, skipping files already there; returns how many it wrote. */
export async function writeImagePool(mediaDir: string, options: ImagePoolOptions = {}): Promise<number> {
  const presets = options.presets ?? IMAGE_PRESET_NAMES;
  let written = 0;
  for (let i = 0; i < (options.covers ?? COVER_POOL_SIZE); i++) {
    const dir = join(mediaDir, 'pool', poolFolder(i, COVER_POOL_SIZE));
    written += await writeArtwork(dir, drawCoverSvg(i), presets);
  }
  for (let i = 0; i < (options.avatars ?? AVATAR_POOL_SIZE); i++) {
    const dir = join(mediaDir, 'avatars', poolFolder(i, AVATAR_POOL_SIZE));
    written += await writeArtwork(dir, drawAvatarSvg(i), presets);
  }
  return written;
}
