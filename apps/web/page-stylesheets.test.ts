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
  };

  it('writes each stylesheet of the head after its link, which is disabled so it is not fetched', () => {
    const inline = createStylesheetInliner((href) => files[href] ?? null);
    const { body, hrefs } = inline(page(`${link(A)}${link(B)}<title>T</title>`));
    expect(body.toString()).toBe(
      page(
        `<link rel="stylesheet" href="${A}" data-precedence="next" disabled=""/><style>.a{color:red}</style>` +
          `<link rel="stylesheet" href="${B}" data-precedence="next" disabled=""/><style>h1::after{content:"→"}</style>` +
          '<title>T</title>',
      ).toString(),
    );
    expect(hrefs).toEqual([A, B]);
  });

  it('keeps the plain link of a file it cannot read or whose text would close the <style>', () => {
    const inline = createStylesheetInliner((href) => files[href] ?? null);
    const head = `${link('/_next/static/chunks/missing.css')}${link('/_next/static/chunks/evil.css')}`;
    const original = page(head);
    const { body, hrefs } = inline(original);
    expect(body).toBe(original);
    expect(hrefs).toEqual([]);
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
