import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './lib/env';
import { buildHeaders, buildRedirects, buildRewrites } from './lib/routing/url-rules';

// The messages are compiled at build time (next-intl's `precompile`, icu-minify): the browser then
// formats them without the ICU parser, 12 KB of gzip on every page.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: ['vi', 'en'], precompile: true } },
});

// No middleware/proxy: the language is resolved by rewrites, which keeps pages static
// (a proxy cut throughput of a static page from ~1,000 to ~300 req/s).
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.mjs gives each page its ETag (and its 304s) from a native hash of the bytes it holds
  // anyway for the script policy; Next's hashes the page in JavaScript on every request
  generateEtags: false,
  // server.mjs compresses, after it has read each page to hash its inline scripts
  compress: false,
  // A shared cache (deploy/nginx.conf) may serve a page stale while it fetches a fresh one, for at
  // most this long after the page was made (Next's default is a year): s-maxage=60 pages say
  // stale-while-revalidate=540, text pages s-maxage=300, stale-while-revalidate=300.
  expireTime: 600,
  reactStrictMode: true,
  transpilePackages: ['@magazine/contracts'],
  // The API is the source of truth: regenerated pages live in memory, so a restart (or a
  // database re-seeded under the site) never serves pages rendered from older content.
  experimental: {
    // No `inlineCss`: it writes each stylesheet twice (a <style> and again in the RSC payload).
    // server.mjs writes each page's linked stylesheets into the page once instead, so the first
    // paint waits for no stylesheet request (page-stylesheets.mjs, docs/decisions/0042).
    // Turbopack's graph chunking, told that a chunk costs ~300 bytes (inlined, a chunk is no
    // request on a first visit, only a <style> and its disabled link) instead of 100 000 for a
    // request: each page carries the CSS of what it renders and little else (the default merged
    // unrelated pages' CSS in to save requests we do not make). A navigation inside the site
    // fetches the next page's chunks it does not have yet, once each (immutable files).
    cssChunking: { type: 'graph', requestCost: 300 },
    isrFlushToDisk: false,
    // the registration form carries two identity-card images of up to 5 MB each
    serverActions: { bodySizeLimit: '12mb' },
  },
  async rewrites() {
    return { beforeFiles: buildRewrites(env.API_URL), afterFiles: [], fallback: [] };
  },
  async redirects() {
    return buildRedirects();
  },
  async headers() {
    return buildHeaders();
  },
};

export default withNextIntl(nextConfig);
