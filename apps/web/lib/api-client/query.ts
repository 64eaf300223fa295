type Scalar = string | number | boolean;
export type QueryValue = Scalar | null | undefined | readonly Scalar[];
export type Query = Record<string, QueryValue>;

/**
 * `{ limit: 6, ids: ['a', 'b'], gone: undefined }` → `limit=6&ids[]=a&ids[]=b`.
 * Arrays use the `key[]` form the API reads; null and undefined are dropped.
 */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      for (const item of value) parts.push(`${name}[]=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${name}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}
