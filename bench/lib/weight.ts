// What a first visit downloads: the page's HTML and every script and stylesheet it references,
// counted as transferred with `Accept-Encoding: gzip` (a file sent uncompressed is gzipped here,
// level 6, so every figure is a gzip size).
import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

export type Weight = {
  htmlKB: number;
  jsKB: number;
  cssKB: number;
  /** the stylesheets inlined in `<style>` elements, uncompressed (they are part of htmlKB) */
  inlineCssKB: number;
  scripts: number;
  stylesheets: number;
};

function get(url: string): Promise<{ raw: Buffer; gzipped: boolean }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
        resolve({ raw: Buffer.concat(chunks), gzipped: res.headers['content-encoding'] === 'gzip' });
      });
    })
      .on('error', reject)
      .end();
  });
}

const gzipBytes = ({ raw, gzipped }: { raw: Buffer; gzipped: boolean }) =>
  gzipped ? raw.length : gzipSync(raw, { level: 6 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The addresses a page's HTML references (deduplicated, absolute against `base`). */
export function referencedFiles(html: string, base: string): { scripts: string[]; stylesheets: string[] } {
  const abs = (href: string) => new URL(href.replaceAll('&amp;', '&'), base).toString();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => abs(m[1]!));
  // a link disabled in the HTML is not fetched (its text is inlined after it: page-stylesheets.mjs)
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .filter((m) => !/\sdisabled(=|\s|\/|>)/.test(m[0]))
    .map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1])
    .filter((href): href is string => !!href)
    .map(abs);
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)] };
}

/** Bytes of CSS inside the page's `<style>` elements (written in by the site: decision 0042). */
export function inlineCssBytes(html: string): number {
  let bytes = 0;
  for (const text of inlineStylesheets(html)) bytes += Buffer.byteLength(text);
  return bytes;
}

/** The text of each of the page's `<style>` elements. */
export function inlineStylesheets(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
}

export async function pageWeight(url: string): Promise<Weight> {
  const page = await get(url);
  const html = (page.gzipped ? gunzipSync(page.raw) : page.raw).toString('utf8');
  const { scripts, stylesheets } = referencedFiles(html, url);
  let js = 0;
  for (const src of scripts) js += gzipBytes(await get(src));
  let css = 0;
  for (const href of stylesheets) css += gzipBytes(await get(href));
  return {
    htmlKB: kb(gzipBytes(page)),
    jsKB: kb(js),
    cssKB: kb(css),
    inlineCssKB: kb(inlineCssBytes(html)),
    scripts: scripts.length,
    stylesheets: stylesheets.length,
  };
}
