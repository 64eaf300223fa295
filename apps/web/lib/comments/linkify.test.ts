import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as it is, markup included', () => {
    expect(linkify('<img src=x onerror=alert(1)> ngon quá')).toEqual([
      { text: '<img src=x onerror=alert(1)> ngon quá' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('turns web addresses into links, leaving the sentence’s punctuation outside', () => {
    expect(linkify('Xem https://vnexpress.net/pho-ha-noi. Hay!')).toEqual([
      { text: 'Xem ' },
      { text: 'https://vnexpress.net/pho-ha-noi', href: 'https://vnexpress.net/pho-ha-noi' },
      { text: '. Hay!' },
    ]);
    expect(linkify('(nguồn: www.example.com/a)')).toEqual([
      { text: '(nguồn: ' },
      { text: 'www.example.com/a', href: 'https://www.example.com/a' },
      { text: ')' },
    ]);
    expect(linkify('https://en.wikipedia.org/wiki/Pho_(soup)')).toEqual([
      { text: 'https://en.wikipedia.org/wiki/Pho_(soup)', href: 'https://en.wikipedia.org/wiki/Pho_(soup)' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'ftp://x.vn'])
      expect(linkify(text).every((part) => !('href' in part))).toBe(true);
  });

  it('does not let an address swallow a quote or markup next to it', () => {
    const parts = linkify('"https://a.vn/x"<script>');
    expect(parts.find((p) => 'href' in p)).toEqual({ text: 'https://a.vn/x', href: 'https://a.vn/x' });
    expect(parts.map((p) => p.text).join('')).toBe('"https://a.vn/x"<script>');
  });
});
