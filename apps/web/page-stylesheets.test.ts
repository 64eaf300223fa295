import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStylesheetInliner, stylesheetsIn, withoutStylePreloads } from './page-stylesheets.mjs';

const A = '/_next/static/chunks/a1.css';
const B = '/_next/static/chunks/b2.css';
const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const page = (head: string, body = '<p>Phở</p>') =>
  Buffer.from(
    `<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`,
  );

describe('createStylesheetInliner', () => {
  const files: Record<string, string> = {
    [A]: '.a{color:red}',
    [B]: 'h1::after{content:"→"}',
    '/_next/static/chunks/evil.css': '.x{}</style><script>alert(1)</script>',
    '/_next/static/chunks/relative.css': '.hero{background:url(../media/hero.webp)}',
    '/_next/static/chunks/import.css': '@import "./other.css";',
    '/_next/static/chunks/absolute.css':
      '.hero{background:url( "/media/hero.webp")}.m{mask:url(data:image/svg+xml,x)}',
  };

  it('writes each stylesheet of the head after its link, which is disabled so it is not fetched', () => {
    const inline = createStylesheetInliner((href) => files[href] ?? null);
    const { body, hrefs } = inline(page(`${link(A)}${link(B)}<title>T</title>`));
    expect(body.toString()).toBe(
      page(
        `<link rel="stylesheet" href="${A}" data-precedence="next" disabled=""/><style data-precedence="next">.a{color:red}</style>` +
          `<link rel="stylesheet" href="${B}" data-precedence="next" disabled=""/><style data-precedence="next">h1::after{content:"→"}</style>` +
          '<title>T</title>',
      ).toString(),
    );
    expect(hrefs).toEqual([A, B]);
  });

  it('keeps the plain link of a file it cannot read, whose text would close the <style>, or that names addresses relative to itself', () => {
    const inline = createStylesheetInliner((href) => files[href] ?? null);
    const kept = ['missing', 'evil', 'relative', 'import'].map((name) =>
      link(`/_next/static/chunks/${name}.css`),
    );
    const original = page(kept.join(''));
    const { body, hrefs } = inline(original);
    expect(body).toBe(original);
    expect(hrefs).toEqual([]);
    // addresses from the site's root, data and fragments read the same from the page
    expect(inline(page(link('/_next/static/chunks/absolute.css'))).hrefs).toEqual([
      '/_next/static/chunks/absolute.css',
    ]);
  });

  it('tries a file again after a failure other than its absence', () => {
    let fail = true;
    const inline = createStylesheetInliner((href) => {
      if (fail) throw Object.assign(new Error('too many open files'), { code: 'EMFILE' });
      return files[href] ?? null;
    });
    expect(inline(page(link(A))).hrefs).toEqual([]);
    fail = false;
    expect(inline(page(link(A))).hrefs).toEqual([A]);
  });

  it("leaves the body alone: a stylesheet link in an article's text is not the page's", () => {
    const inline = createStylesheetInliner((href) => files[href] ?? null);
    const original = page('<title>T</title>', `<pre>${link(A)}</pre>`);
    expect(inline(original).body).toBe(original);
    // a page without a head (a fragment) too
    const fragment = Buffer.from(link(A));
    expect(inline(fragment).body).toBe(fragment);
  });

  it('reads a file once', () => {
    const reads: string[] = [];
    const inline = createStylesheetInliner((href) => {
      reads.push(href);
      return files[href] ?? null;
    });
    inline(page(link(A)));
    inline(page(`${link(A)}${link('/_next/static/chunks/missing.css')}`));
    inline(page(link('/_next/static/chunks/missing.css')));
    expect(reads).toEqual([A, '/_next/static/chunks/missing.css']);
  });
});

describe('stylesheetsIn', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stylesheets-'));
  mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'static', 'chunks', 'a1.css'), '.a{color:red}');
  writeFileSync(join(dir, 'secret.css'), '.secret{}');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads Next's built files under the static directory and nothing outside it", () => {
    const read = stylesheetsIn(join(dir, 'static'));
    // a failure other than a missing file is the caller's to retry
    expect(() => read('/_next/static/chunks')).toThrow();
    expect(read(A)).toBe('.a{color:red}');
    expect(read('/_next/static/chunks/none.css')).toBeNull();
    expect(read('/_next/static/../secret.css')).toBeNull();
    expect(read('/elsewhere/a1.css')).toBeNull();
  });
});

describe('withoutStylePreloads', () => {
  it('drops the preloads of the inlined stylesheets and keeps every other entry', () => {
    const header = [
      `<${A}>; rel=preload; as="style"`,
      '</media/hero.webp>; rel=preload; as=image; fetchpriority=high',
      `<${B}>; rel=preload; as="style"`,
      `<${A}>; rel=alternate`,
    ].join(', ');
    expect(withoutStylePreloads(header, [A])).toBe(
      [
        '</media/hero.webp>; rel=preload; as=image; fetchpriority=high',
        `<${B}>; rel=preload; as="style"`,
        `<${A}>; rel=alternate`,
      ].join(', '),
    );
    expect(
      withoutStylePreloads(`<${A}>; rel=preload; as="style", <${B}>; rel=preload; as=style`, [A, B]),
    ).toBeNull();
    expect(withoutStylePreloads(header, [])).toBe(header);
    expect(withoutStylePreloads(undefined, [A])).toBeNull();
  });
});

describe("Next's error shell", () => {
  const text: Record<string, string> = { [A]: '.a{color:red}', [B]: '.b{color:blue}' };
  const hint = (href: string) => `:HL[\\"${href}\\",\\"style\\"]`;
  const shell = (hints: string[]) =>
    Buffer.from(
      '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/></head><body>' +
        `<script>self.__next_f.push([1,"${hints.join('\\n')}\\n"])</script></body></html>`,
    );

  it('gets the stylesheets its RSC payload hints at, in their order, once each', () => {
    const inline = createStylesheetInliner((href) => text[href] ?? null);
    const { body, hrefs } = inline(
      shell([hint(B), hint(A), hint(B), hint('/_next/static/chunks/missing.css')]),
    );
    expect(hrefs).toEqual([B, A]);
    expect(body.toString()).toContain(
      '<meta charSet="utf-8"/>' +
        `<link rel="stylesheet" href="${B}" data-precedence="next" disabled=""/><style data-precedence="next">.b{color:blue}</style>` +
        `<link rel="stylesheet" href="${A}" data-precedence="next" disabled=""/><style data-precedence="next">.a{color:red}</style></head>`,
    );
  });

  it('leaves the hints of any other page to React: a rendered page links its own stylesheets', () => {
    const inline = createStylesheetInliner((href) => text[href] ?? null);
    const rendered = Buffer.from(
      shell([hint(A)])
        .toString()
        .replace(' id="__next_error__"', ' lang="vi"'),
    );
    expect(inline(rendered).body).toBe(rendered);
  });
});
