import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

/** Paints a path of `M x y h w v1 h-w z` runs, black on white, `scale` pixels a module. */
function paint(size: number, d: string, scale = 6): Uint8ClampedArray {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  }
  return pixels;
}

describe('qrPath', () => {
  it('draws a symbol a scanner reads back as the reservation code', () => {
    for (const code of ['ABCDEFGH', '23456789', 'ZXYWVUTS']) {
      const { size, d } = qrPath(code);
      expect(d).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
      const read = jsQR(paint(size, d), size * 6, size * 6);
      expect(read?.data).toBe(code);
    }
  });

  it('leaves the quiet zone white: four modules on every side', () => {
    const { size, d } = qrPath('ABCDEFGH');
    // an 8-character code fits a version 1 symbol: 21 modules and the zone
    expect(size).toBe(21 + 8);
    for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(4);
      expect(Number(y)).toBeGreaterThanOrEqual(4);
      expect(Number(x) + Number(w)).toBeLessThanOrEqual(size - 4);
      expect(Number(y)).toBeLessThan(size - 4);
    }
  });
});
