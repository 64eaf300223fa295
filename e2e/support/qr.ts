import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * What a scanner reads off a QR symbol on the page: the element as Chromium paints it, decoded
 * from its pixels (jsQR), or null when it is not a readable symbol.
 */
export async function readQr(symbol: Locator): Promise<string | null> {
  const png = PNG.sync.read(await symbol.screenshot());
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return found?.data ?? null;
}
