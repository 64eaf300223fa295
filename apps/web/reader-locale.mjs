// The reader's language for what the site's own server writes before (or instead of) Next.js: the
// 404 shell's text and a refused request's page. SPEC §2: the `lang` query, else an /en path
// prefix, else Vietnamese; the same reading as the rewrites of lib/routing/url-rules.ts
// (`en` in any case; `vi` or `vn` for Vietnamese; anything else leaves the path to decide).

/** `'en'` or `'vi'` for a request's URL (path and query). */
export function readerLocale(url) {
  const text = url ?? '';
  const query = text.indexOf('?');
  const path = query === -1 ? text : text.slice(0, query);
  if (query !== -1) {
    const lang = new URLSearchParams(text.slice(query + 1)).get('lang');
    if (lang && /^en$/i.test(lang)) return 'en';
    if (lang && /^v[in]$/i.test(lang)) return 'vi';
  }
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'vi';
}
