/** A piece of a comment: plain text, or a web address to show as a link. */
export type CommentPart = { text: string } | { text: string; href: string };

// http(s) addresses and bare www. ones; the rest of a comment is only ever text
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// sentence punctuation right after an address belongs to the sentence
const TRAILING = /[.,;:!?…]+$/;

/** Drops a closing bracket the address did not open ("(see https://x.vn/a)"). */
function balance(url: string): string {
  let out = url;
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (out.endsWith(close) && out.split(open).length < out.split(close).length) out = out.slice(0, -1);
  }
  return out;
}

/**
 * Splits what a member typed into text and links (SPEC: text only; addresses become links with
 * rel="nofollow ugc"). Nothing here is HTML: the parts are rendered as React text, so `<script>`
 * stays the characters a reader typed. Only http and https addresses become links.
 */
export function linkify(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let url = match[0].replace(TRAILING, '');
    url = balance(url).replace(TRAILING, '');
    if (url.length <= 'www.'.length) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const href = /^www\./i.test(url) ? `https://${url}` : url;
    parts.push({ text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
