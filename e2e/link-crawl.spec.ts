import { describe, expect, inject, it } from 'vitest';
import { refusedInlineScripts } from './support/script-policy';

const base = inject('baseUrl');

/** Every same-site href and src (srcset candidates too) a page's HTML names, as absolute URLs. */
function linksOf(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const add = (raw: string) => {
    const value = raw.replace(/&amp;/g, '&').trim();
    if (!value || value.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(value)) return;
    const url = new URL(value, pageUrl);
    if (url.origin !== new URL(base).origin) return;
    url.hash = '';
    found.add(url.toString());
  };
  for (const [, , value] of html.matchAll(/\s(href|src)="([^"]*)"/g)) add(value!);
  for (const [, list] of html.matchAll(/\ssrcset="([^"]*)"/g)) {
    for (const candidate of list!.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
  }
  return [...found];
}

/**
 * The status a reader ends on, following redirects on this site (an answer that leads to another
 * site, such as the sign-in provider, counts as resolved), with the hops for the report.
 */
async function check(
  url: string,
): Promise<{ status: number; html: string | null; policy: string | null; via: string }> {
  let current = url;
  const hops: string[] = [];
  for (let hop = 0; hop < 5; hop++) {
    const res = await fetch(current, { redirect: 'manual' });
    // Next.js sends the Location of a redirect() in an ISR page twice; fetch joins them with ", "
    // and browsers take the (identical) value once, as we do
    const location = res.headers.get('location')?.split(', ')[0];
    if (res.status >= 300 && res.status < 400 && location) {
      await res.arrayBuffer();
      const target = new URL(location, current);
      hops.push(`${res.status} → ${target.pathname}`);
      if (target.origin !== new URL(base).origin)
        return { status: res.status, html: null, policy: null, via: hops.join(' ') };
      current = target.toString();
      continue;
    }
    const via = hops.join(' ');
    const type = res.headers.get('content-type') ?? '';
    const policy = res.headers.get('content-security-policy');
    if (type.includes('text/html')) return { status: res.status, html: await res.text(), policy, via };
    await res.arrayBuffer(); // read to the end, so the connection is reused
    return { status: res.status, html: null, policy, via };
  }
  return { status: 508, html: null, policy: null, via: hops.join(' ') };
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe('the link crawl', () => {
  it('finds no broken href or src two clicks deep from both home pages, and no page script its policy refuses', {
    timeout: 600_000,
  }, async () => {
    const broken: string[] = [];
    const refused: string[] = [];
    const seen = new Map<string, number>();
    let frontier = [`${base}/`, `${base}/en`];
    for (let depth = 0; depth <= 2; depth++) {
      const found: string[] = [];
      await pool(
        frontier.filter((url) => !seen.has(url)),
        4,
        async (url) => {
          if (seen.has(url)) return;
          seen.set(url, 0);
          const { status, html, policy, via } = await check(url);
          seen.set(url, status);
          if (status >= 400) broken.push(`${status} ${url}${via ? ` (${via})` : ''}`);
          // every page's own inline scripts are allowed by its policy (and nothing else is)
          if (html)
            for (const text of refusedInlineScripts(html, policy))
              refused.push(`${url}: ${text.slice(0, 80)}`);
          // pages two clicks away are checked, not followed
          if (html && depth < 2) found.push(...linksOf(html, url));
        },
      );
      frontier = [...new Set(found)];
    }
    expect(broken).toEqual([]);
    expect(refused).toEqual([]);
    expect(seen.size).toBeGreaterThan(200);
  });
});
