import { describe, expect, it } from 'vitest';
import { drawCoverSvg } from './artwork-svg';
import { COVER_POOL_SIZE } from './image-pool';

describe('cover artwork', () => {
  it('carries no words, only the issue number: one cover serves articles in both languages', () => {
    for (let index = 0; index < COVER_POOL_SIZE; index++) {
      const texts = [...drawCoverSvg(index).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(texts).toEqual([`— ${String(index + 1).padStart(2, '0')} —`]);
    }
  });
});
