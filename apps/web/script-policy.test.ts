import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { etagOf } from './page-etag.mjs';
import { createStylesheetInliner, writeStylesheetsIn } from './page-stylesheets.mjs';
import {
  createHashCache,
  holdHtmlForScriptPolicy,
  inlineScriptHashes,
  scriptSources,
} from './script-policy.mjs';

// the example of the CSP specification and MDN: the hash of the text `alert('Hello, world.');`
const HELLO = `'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script a browser would run, once each', () => {
    const html = `<html><head><script>alert('Hello, world.');</script></head><body>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script type="module">alert('Hello, world.');</script>
      <SCRIPT type="text/javascript">alert('Hello, world.');</SCRIPT >
      <script id="_R_">self.x=1</script></body></html>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes[0]).toBe(HELLO);
    expect(hashes).toHaveLength(2);
  });

  it('hashes the bytes as sent, Vietnamese and escapes included', () => {
    const a = inlineScriptHashes('<script>self.__next_f.push([1,"Phở \\u003c/script"])</script>');
    const b = inlineScriptHashes('<script>self.__next_f.push([1,"Pho\u031b\u0309 \\u003c/script"])</script>');
    expect(a).toHaveLength(1);
    expect(a).not.toEqual(b); // NFC and NFD are different text, so different scripts
  });

  it('finds nothing to allow in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([]);
  });

  it('remembers the hashes of a page version by its ETag', () => {
    const hashesFor = createHashCache(2);
    const page = Buffer.from(`<script>alert('Hello, world.');</script>`);
    expect(hashesFor(page, '"v1"')).toEqual([HELLO]);
    // same ETag and length: the remembered answer (a changed body always changes Next's ETag)
    const sameLength = Buffer.from(`<script>alert('Hello, there.');</script>`.slice(0, page.length));
    expect(hashesFor(sameLength, '"v1"')).toEqual([HELLO]);
    expect(hashesFor(sameLength, undefined)).not.toEqual([HELLO]);
  });
});

describe('scriptSources', () => {
  const runtime = '<script async src="https://cdn.ampproject.org/v0.js"></script>';

  it('lets an AMP page load the AMP runtime, which its boilerplate waits for before showing it', () => {
    const amp = `<!doctype html><html ⚡ lang="vi"><head>${runtime}<script>alert('Hello, world.');</script>`;
    expect(scriptSources(amp)).toEqual([HELLO, 'https://cdn.ampproject.org']);
  });

  it('gives any other page only its inline scripts’ hashes, whatever it contains', () => {
    // e.g. the runtime's tag quoted in a comment or an article: text, not a page of AMP
    const page = `<!doctype html><html lang="vi"><body><p>${runtime}</p><script>alert('Hello, world.');</script>`;
    expect(scriptSources(page)).toEqual([HELLO]);
  });
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A real HTTP server: compression, then the policy layer, then `handler` in Next's place. */
async function serve(
  handler: Handler,
  options?: Parameters<typeof holdHtmlForScriptPolicy>[3],
): Promise<string> {
  const compress = compression();
  const hashesFor = createHashCache();
  const server = createServer((req, res) => {
    res.setHeader('content-security-policy', "frame-ancestors 'none'");
    compress(req as never, res as never, () => {
      holdHtmlForScriptPolicy(req, res, hashesFor, options);
      handler(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const PAGE = [
  `<!doctype html><p>Phở</p>`,
  `<script>alert('Hello, world.');</script>`,
  `<script>self.x=2</script>`,
];

describe('holdHtmlForScriptPolicy', () => {
  it("writes the page's stylesheets in, and drops the Link header's preloads of them", async () => {
    const css = '/_next/static/chunks/site.css';
    const rewrite = writeStylesheetsIn(
      createStylesheetInliner((href) => (href === css ? 'main{color:#222}' : null)),
    );
    const url = await serve(
      (_req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('link', `<${css}>; rel=preload; as="style"`);
        res.end(
          `<!DOCTYPE html><html><head><link rel="stylesheet" href="${css}" data-precedence="next"/></head>` +
            '<body><main><img src="/media/a.webp" fetchPriority="high"/></main></body></html>',
        );
      },
      { rewrite },
    );
    const res = await fetch(url);
    const body = await res.text();
    expect(body).toContain(
      `<link rel="stylesheet" href="${css}" data-precedence="next" disabled=""/><style data-precedence="next">main{color:#222}</style>`,
    );
    // the hero's preload is all that is left of the header
    expect(res.headers.get('link')).toBe('</media/a.webp>; rel=preload; as=image; fetchpriority=high');
    // the ETag names the bytes sent, and a cache holding them is told they have not changed
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toBe(etagOf(Buffer.from(body)));
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends a streamed page whole, with the hashes of its scripts in the policy', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      let i = 0;
      const next = () => {
        if (i < PAGE.length) {
          res.write(PAGE[i++]);
          (res as unknown as { flush?: () => void }).flush?.();
          setTimeout(next, 5);
        } else res.end();
      };
      next();
    });
    const res = await fetch(url);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(await res.text()).toBe(PAGE.join(''));
    expect(policy).toMatch(
      /^frame-ancestors 'none'; script-src 'self' 'sha256-[^']+' 'sha256-[^']+'; script-src-attr 'none'$/,
    );
    expect(policy).toContain(HELLO);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('compresses after reading, and keeps the headers given to writeHead', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html', etag: '"p1"', 'x-extra': 'kept' });
      res.end(Buffer.from(PAGE.join('').repeat(20)));
    });
    const { res, body } = await new Promise<{ res: IncomingMessage; body: Buffer }>((resolve) =>
      get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-extra']).toBe('kept');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(PAGE.join('').repeat(20));
    expect(res.headers['content-security-policy']).toContain(HELLO);
  });

  it('passes anything but HTML straight through, untouched', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/x-component' });
      res.write('0:["$"]');
      res.end('\n');
    });
    const res = await fetch(url);
    expect(await res.text()).toBe('0:["$"]\n');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('drops the policy from a 304 and allows no inline script on a HEAD', async () => {
    const url = await serve((req, res) => {
      res.setHeader('content-type', 'text/html');
      if (req.headers['if-none-match']) {
        res.statusCode = 304;
        res.end();
      } else res.end(req.method === 'HEAD' ? undefined : PAGE.join(''));
    });
    const notModified = await fetch(url, { headers: { 'if-none-match': '"x"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'none'; script-src 'self'; script-src-attr 'none'",
    );
  });

  it('gives a page its ETag and answers a cache that already has it with a bare 304', async () => {
    let page = PAGE.join('');
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page);
    });
    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBe(etagOf(Buffer.from(page)));
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-security-policy')).toBeNull();
    // a changed page is sent whole, under a new ETag, with its own policy
    page = page.replace('Hello', 'Xin chào');
    const changed = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(page);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
  });

  it('keeps an ETag the page came with, and never turns an error page into a 304', async () => {
    const url = await serve((req, res) => {
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/html', etag: '"own"' });
      res.end(PAGE.join(''));
    });
    expect((await fetch(url)).headers.get('etag')).toBe('"own"');
    expect((await fetch(url, { headers: { 'if-none-match': '"own"' } })).status).toBe(304);
    const missing = await fetch(`${url}/missing`, { headers: { 'if-none-match': '"own"' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(PAGE.join(''));
  });

  it('sends a page with the preload of its hero image, beside a Link it already had', async () => {
    const hero = '<img src="/media/h.webp" alt="" loading="eager" fetchPriority="high"/>';
    const url = await serve((req, res) => {
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'text/html',
        link: '</a.css>; rel=preload; as=style',
      });
      res.end(`<html><body>${hero}</body></html>`);
    });
    expect((await fetch(url)).headers.get('link')).toBe(
      '</a.css>; rel=preload; as=style, </media/h.webp>; rel=preload; as=image; fetchpriority=high',
    );
    expect((await fetch(`${url}/missing`)).headers.get('link')).toBe('</a.css>; rel=preload; as=style');
  });
});
