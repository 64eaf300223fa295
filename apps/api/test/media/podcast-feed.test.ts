import type { Envelope } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseXml } from '../../../web/lib/seo/xml-check';
import { useTestApp } from '../helpers/build-test-app';
import { type Episode, expectFieldError, type PodcastFixture, seedPodcasts } from './podcast-fixture';

/** Well-formed XML (the same strict check the site's sitemaps and feeds are held to). */
function expectWellFormed(xml: string) {
  expect(() => parseXml(xml)).not.toThrow();
}

const ctx = useTestApp({ env: { MAIL_FROM: 'Tạp Chí <podcast@tapchi.test>' } });

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

let episodes: Episode[];
let due: Episode;

beforeAll(async () => {
  const fixture: PodcastFixture = await seedPodcasts(ctx.database.db);
  ({ episodes, due } = fixture);
});

describe('GET /v2/podcast-show/:slug/feed.xml', () => {
  it('is an RSS feed with the iTunes tags, absolute URLs and an enclosure per live episode', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v2/podcast-show/ca-phe-sang/feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = res.body;
    expectWellFormed(xml);
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('<title>Cà Phê Sáng</title>');
    expect(xml).toContain('<link>http://magazine.test/podcast/ca-phe-sang</link>');
    expect(xml).toContain(
      '<atom:link href="http://magazine.test/podcast/ca-phe-sang/feed.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<language>vi</language>');
    expect(xml).toContain('<itunes:author>Ban biên tập</itunes:author>');
    expect(xml).toContain('<itunes:summary>Chuyện buổi sáng &amp; những tách cà phê</itunes:summary>');
    expect(xml).toContain('<itunes:category text="Arts"><itunes:category text="Food"/></itunes:category>');
    expect(xml).toContain('<itunes:explicit>false</itunes:explicit>');
    expect(xml).toContain(
      '<itunes:owner><itunes:name>Tạp Chí</itunes:name><itunes:email>podcast@tapchi.test</itunes:email></itunes:owner>',
    );
    expect(xml).toMatch(/<itunes:image href="http:\/\/magazine\.test\/[^"]+"\/>/);
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(5);
    // newest first; the title's &, < and " are escaped
    expect(items[0]).toContain('<title>Bún &amp; phở &lt;đặc biệt&gt; &quot;ngon&quot;</title>');
    expect(items[0]).toContain(
      '<enclosure url="http://magazine.test/media/audio/tap-5.mp3" length="20344" type="audio/mpeg"/>',
    );
    expect(items[0]).toContain('<itunes:duration>10:04</itunes:duration>');
    expect(items[0]).toContain('<link>http://magazine.test/podcast/ca-phe-sang/tap-5</link>');
    expect(items[0]).toContain(`<pubDate>${episodes[4]!.publishedAt.toUTCString()}</pubDate>`);
    expect(items[0]).toContain(`<guid isPermaLink="false">${episodes[4]!.id}</guid>`);
    expect(xml).not.toContain(`/${due.slug}<`);
  });

  it('serves an English feed with English paths, and falls back to the owner as author', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v2/podcast-show/saigon-after-dark/feed.xml?language=en',
    });
    expect(res.statusCode).toBe(200);
    expectWellFormed(res.body);
    expect(res.body).toContain('<language>en</language>');
    expect(res.body).toContain('<itunes:author>Tạp Chí</itunes:author>');
    expect(res.body).toContain(
      '<link>http://magazine.test/en/podcast/saigon-after-dark/the-noodle-stall</link>',
    );
    expect(res.body).toContain('<itunes:category text="Society &amp; Culture"/>');
  });

  it('answers an unknown show with the 404 envelope and a bad language with a 400', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/v2/podcast-show/khong-co/feed.xml' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errorCode: 404, message: 'PODCAST_SHOW_NOT_FOUND', data: null });
    const bad = await get('/v2/podcast-show/ca-phe-sang/feed.xml?language=fr');
    expectFieldError(bad.body, 'language');
  });
});
