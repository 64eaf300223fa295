const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value for HTML and XML: the five markup characters become entities. */
export function escapeMarkup(value: string): string {
  const escaped = value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids U+0000–U+001F but tab, newline and return
  return escaped.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

/** An absolute URL on the public site for a path (`/media/…`, `/en/slug`); absolute URLs pass through. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
