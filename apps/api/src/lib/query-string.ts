/**
 * Query strings as the web client writes them: `key[]=a&key[]=b` (or a repeated `key`) becomes an
 * array; other keys stay strings. Nested objects are not supported on purpose.
 */
export function parseQueryString(raw: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const current = out[key];
    if (Array.isArray(current)) current.push(value);
    else if (current !== undefined) out[key] = [current, value];
    else out[key] = isArray ? [value] : value;
  }
  return out;
}
