import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { AVATAR_SIZE_PX } from '@magazine/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/** Avatars live under the public media folder, so the site shows them like any other image. */
export const AVATAR_URL_PREFIX = '/media/avatars/';
const avatarDir = (mediaDir: string) => join(mediaDir, 'avatars');

/**
 * Decodes the upload for real (the Content-Type is not trusted), turns it upright and crops it
 * to a 256 px WebP square. Anything that is not a JPEG, PNG or WebP image is IMAGE_INVALID.
 */
export async function resizeAvatar(bytes: Buffer): Promise<Buffer> {
  try {
    // NOTE: 40 megapixels covers any phone photo and bounds the decoding work
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw new Error('format');
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('IMAGE_INVALID', { fields: [{ field: 'avatar', code: 'INVALID_FORMAT' }] });
  }
}

/** Writes the avatar under a new random name (a new URL, so caches never show the old one). */
export async function storeAvatar(mediaDir: string, userId: string, webp: Buffer): Promise<string> {
  const dir = avatarDir(mediaDir);
  await mkdir(dir, { recursive: true });
  const name = `${userId}-${randomBytes(6).toString('hex')}.webp`;
  await writeFile(join(dir, name), webp);
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** Removes a stored avatar; a social provider's picture (another URL) is left alone. */
export async function removeAvatarFile(mediaDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  await rm(join(avatarDir(mediaDir), basename(url)), { force: true });
}
