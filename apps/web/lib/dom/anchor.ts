/**
 * The anchor a URL's `#hash` names: percent-decoded (`#c%C3%A0-ph%C3%AA` is "cà-phê"), or as
 * written when it is not valid percent-encoding (`#50%`), which decodeURIComponent would throw on.
 */
export function anchorIdOf(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
