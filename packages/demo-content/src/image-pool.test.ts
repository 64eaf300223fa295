import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_PRESETS } from '@magazine/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { avatarImageSet, coverImageSet, writeImagePool } from './image-pool';

describe('image pool', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-pool-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes WebP files at exactly the preset size, once', async () => {
    const presets = ['SIX_NINE_375x211', 'ONE_ONE_320x320'] as const;
    const written = await writeImagePool(dir, { covers: 2, avatars: 1, presets });
    expect(written).toBe(6);
    for (const preset of presets) {
      const meta = await sharp(join(dir, 'pool', '02', `${preset}.webp`)).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([IMAGE_PRESETS[preset].width, IMAGE_PRESETS[preset].height]);
    }
    expect(existsSync(join(dir, 'avatars', '01', 'ONE_ONE_320x320.webp'))).toBe(true);
    expect(await writeImagePool(dir, { covers: 2, avatars: 1, presets })).toBe(0);
  }, 30_000);

  it('names files by index modulo the pool', () => {
    expect(coverImageSet(33, 'alt').sizes.THREE_TWO_536x356).toBe('/media/pool/02/THREE_TWO_536x356.webp');
    expect(avatarImageSet(0, 'Tên').sizes.ONE_ONE_320x320).toBe('/media/avatars/01/ONE_ONE_320x320.webp');
    expect(coverImageSet(5, 'Tiêu đề').alt).toBe('Tiêu đề');
  });
});
