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
    // The stylesheets (31 KB, 7.5 KB gzip) go inside each page as one <style>: no render-blocking
    // request before the first paint. Lighthouse mobile LCP ~2.5 → ~1.4 s; it costs ~15% of the
    // pages' req/s from the site alone and 14 KB of gzip per page (docs/decisions/0024).
    inlineCss: true,
    // Turbopack's graph chunking, told that a chunk costs ~300 bytes (inlined, a chunk is no
    // request, only a <style> and its RSC row) instead of 100 000 for a request: each page carries
    // the CSS of what it renders and little else (home 208 → 188 KB, article 124 → 106 KB; the
    // default merged unrelated pages' CSS in to save requests we do not make).
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
