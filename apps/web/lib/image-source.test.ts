import { describe, expect, it } from 'vitest';
import { cardImage, imageSource, largestImageUrl } from './image-source';

const image = {
  alt: 'A bowl of phở',
  sizes: {
    SIX_NINE_375x211: '/media/a_375.webp',
    SIX_NINE_750x422: '/media/a_750.webp',
    SIX_NINE_1280x720: '/media/a_1280.webp',
    ONE_ONE_320x320: '/media/a_sq.webp',
  },
};

describe('imageSource', () => {
  it('builds a srcset from the presets of one ratio, smallest first', () => {
    expect(imageSource(image, 'SIX_NINE')).toEqual({
      src: '/media/a_375.webp',
      srcSet: '/media/a_375.webp 375w, /media/a_750.webp 750w, /media/a_1280.webp 1280w',
      width: 1280,
      height: 720,
    });
  });

  it('falls back to another ratio when the image lacks the one asked for', () => {
    expect(imageSource(image, 'THREE_TWO')?.src).toBe('/media/a_375.webp');
    expect(imageSource({ alt: '', sizes: { ONE_ONE_320x320: '/sq.webp' } }, 'THREE_TWO')).toMatchObject({
      src: '/sq.webp',
      width: 320,
      height: 320,
    });
  });

  it('gives null for an image without files', () => {
    expect(imageSource({ alt: '', sizes: {} }, 'SIX_NINE')).toBeNull();
  });

  it('picks the largest file for social cards', () => {
    expect(largestImageUrl(image)).toBe('/media/a_1280.webp');
    expect(largestImageUrl(null)).toBeUndefined();
  });

  it("gives a card's image without its src, and its alt only where it is not the title", () => {
    expect(cardImage(image, 'SIX_NINE', 'Phở in Hà Nội')).toEqual({
      srcSet: '/media/a_375.webp 375w, /media/a_750.webp 750w, /media/a_1280.webp 1280w',
      width: 1280,
      height: 720,
      alt: 'A bowl of phở',
    });
    expect(cardImage(image, 'ONE_ONE', 'A bowl of phở')).toEqual({
      srcSet: '/media/a_sq.webp 320w',
      width: 320,
      height: 320,
    });
    expect(cardImage({ alt: '', sizes: {} }, 'SIX_NINE', 'Untitled')).toBeUndefined();
  });
});
