import type {
  EventCard,
  PodcastEpisodeCard,
  PodcastShowCard,
  PodcastShowDetail,
  VideoCard,
  VideoDetail,
} from '@magazine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet } from './support/api';
import { hydrated, useBrowser } from './support/browser';
import { jsonLd } from './support/json-ld';

const ctx = useBrowser();

const AUDIO = 'audio[data-podcast-player]';

/** The audio element's state, read in the page. */
function audioState(page: Page) {
  return page.evaluate((selector) => {
    const audio = document.querySelector<HTMLAudioElement>(selector)!;
    return { paused: audio.paused, currentTime: audio.currentTime, rate: audio.playbackRate };
  }, AUDIO);
}

async function waitUntilPlayingPast(page: Page, seconds: number) {
  await page.waitForFunction(
    ([selector, past]) => {
      const audio = document.querySelector<HTMLAudioElement>(selector as string);
      return !!audio && !audio.paused && audio.currentTime > (past as number);
    },
    [AUDIO, seconds] as const,
    { timeout: 15_000 },
  );
}

async function firstShow(language: 'vi' | 'en') {
  const [show] = await apiGet<PodcastShowCard[]>(`/v2/podcast-shows?language=${language}`);
  return apiGet<PodcastShowDetail>(`/v2/podcast-show/${show!.slug}?language=${language}`);
}

describe('podcasts and videos', () => {
  it('plays an episode, keeps playing across a client-side link and resumes where it was after a reload', async () => {
    const show = await firstShow('vi');
    const episode = show.episodes.docs[0]!;
    const page = await ctx.newPage();
    expect(await page.evaluate(() => new Audio().canPlayType('audio/mpeg'))).not.toBe('');
    await page.goto(episode.path);
    await page.getByRole('heading', { level: 1, name: episode.title }).waitFor();
    await hydrated(page);
    expect((await jsonLd(page)).map((ld) => ld['@type'])).toContain('PodcastEpisode');

    await page.getByRole('button', { name: `Nghe: ${episode.title}` }).click();
    await waitUntilPlayingPast(page, 0.3);
    const bar = page.getByRole('region', { name: 'Trình phát podcast' });
    await bar.getByRole('link', { name: episode.title }).waitFor();
    // the controls and their styles came on the first play: docked at the foot of the window
    const box = await bar.evaluate((el) => [
      getComputedStyle(el).position,
      el.getBoundingClientRect().bottom,
    ]);
    expect(box).toEqual(['fixed', page.viewportSize()!.height]);

    // a client-side link: the page is not reloaded (the marker survives) and the audio goes on
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const before = (await audioState(page)).currentTime;
    await page.locator('main').getByRole('link', { name: show.title }).first().click();
    await page.waitForURL((url) => url.pathname === show.path);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await waitUntilPlayingPast(page, before + 0.5);

    // the controls answer the keyboard
    await bar.getByRole('combobox', { name: 'Tốc độ phát' }).selectOption('1.5');
    expect((await audioState(page)).rate).toBe(1.5);
    await bar.getByRole('button', { name: 'Tạm dừng' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLAudioElement>(selector)!.paused,
      AUDIO,
    );
    const slider = bar.getByRole('slider', { name: 'Vị trí phát' });
    const pausedAt = Math.floor((await audioState(page)).currentTime);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      ([selector, at]) =>
        document.querySelector<HTMLAudioElement>(selector as string)!.currentTime >= (at as number) + 1,
      [AUDIO, pausedAt] as const,
    );
    const saved = Math.floor((await audioState(page)).currentTime);
    expect(saved).toBeGreaterThanOrEqual(pausedAt + 1);
    expect(await slider.getAttribute('aria-valuetext')).toMatch(new RegExp(`^0:0${saved} / 0:10$`));
    expect(await page.evaluate((id) => localStorage.getItem(`podcast-position:${id}`), episode._id)).toBe(
      String(saved),
    );

    // after a reload the player comes back with the episode, and plays on from where it was
    await page.reload();
    await bar.getByRole('link', { name: episode.title }).waitFor();
    expect(await bar.getByRole('slider', { name: 'Vị trí phát' }).getAttribute('aria-valuetext')).toMatch(
      new RegExp(`^0:0${saved} /`),
    );
    await bar.getByRole('button', { name: 'Phát', exact: true }).click();
    await waitUntilPlayingPast(page, 0);
    expect((await audioState(page)).currentTime).toBeGreaterThanOrEqual(saved - 0.25);
    await page.context().close();
  });

  it('switches a video’s page to the same video in the other language', async () => {
    const [video] = await apiGet<VideoCard[]>('/v2/videos?language=vi&limit=1');
    const detail = await apiGet<VideoDetail>(`/v2/video/${video!.slug}?language=vi`);
    expect(detail.translation?.path).toMatch(/^\/en\/video\//);
    const page = await ctx.newPage();
    await page.goto(video!.path);
    const link = page.locator(`header a[hreflang="en"][href="${detail.translation!.path}"]`);
    await link.click();
    await page.waitForURL(`**${detail.translation!.path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();
  });

  it('takes ?lang=en on the Vietnamese address of a video, an episode, a show, an event and a collection to its translation, keeping safeTracking', async () => {
    type Found = { path: string; url_meta: { alternates: Partial<Record<'vi' | 'en', string>> } };
    const [video] = await apiGet<VideoCard[]>('/v2/videos?language=vi&limit=1');
    const [episode] = await apiGet<PodcastEpisodeCard[]>('/v2/podcast-episodes?language=vi&limit=1');
    const [event] = await apiGet<EventCard[]>('/v2/events?language=vi&limit=1');
    const collections = await apiGet<{ slug: string }[]>('/v2/collections?language=vi');
    const details: [string, Found][] = [
      ['video', await apiGet<Found>(`/v2/video/${video!.slug}?language=vi`)],
      [
        'episode',
        await apiGet<Found>(`/v2/podcast-episode/${episode!.show.slug}/${episode!.slug}?language=vi`),
      ],
      ['show', await apiGet<Found>(`/v2/podcast-show/${episode!.show.slug}?language=vi`)],
      ['event', await apiGet<Found>(`/v2/event/${event!.slug}?language=vi`)],
    ];
    const page = await ctx.newPage();
    for (const [kind, detail] of details) {
      // videos and events have translations in the demo; a show and its episodes are in one
      // language, so the reader reads them in it (as an untranslated article)
      const english = detail.url_meta.alternates.en;
      if (kind === 'video' || kind === 'event') expect(english, kind).toMatch(/^\/en\//);
      else expect(english, kind).toBeUndefined();
      const res = await page.request.get(`${detail.path}?lang=en&safeTracking`, { maxRedirects: 0 });
      expect(res.status(), kind).toBe(307);
      expect(res.headers().location, kind).toBe(`${english ?? detail.path}?safeTracking=`);
    }
    // a collection: its English page, by the Vietnamese slug
    let translated = 0;
    for (const { slug } of collections) {
      const detail = await apiGet<{ alternates: Partial<Record<'vi' | 'en', string>> }>(
        `/v2/collection/detail?slug=${slug}&language=vi`,
      );
      if (!detail.alternates.en) continue;
      translated++;
      await page.goto(`/bo-suu-tap/${slug}?lang=en`);
      expect(new URL(page.url()).pathname).toBe(`/en/collection/${detail.alternates.en}`);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
    }
    expect(translated, 'the demo has a collection in both languages').toBeGreaterThan(0);
    await page.context().close();
  });

  it('creates the video only when the reader presses play, and then it plays', async () => {
    const [video] = await apiGet<VideoCard[]>('/v2/videos?language=en&limit=1');
    const page = await ctx.newPage();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(mp4|webm)(\?|$)/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto(video!.path);
    await page.getByRole('heading', { level: 1, name: video!.title }).waitFor();
    expect(await page.locator('video').count()).toBe(0);
    const ld = (await jsonLd(page)).find((item) => item['@type'] === 'VideoObject');
    expect(ld?.contentUrl).toBe(new URL(video!.videoUrl, page.url()).toString());
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    await hydrated(page);

    await page.getByRole('button', { name: `Play the video: ${video!.title}` }).click();
    await page.waitForFunction(
      () => {
        const element = document.querySelector('video');
        return !!element && !element.paused && element.currentTime > 0.3;
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(videoRequests.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('pages a show: a page past the last episode is empty with a way back, not an error', async () => {
    const show = await firstShow('vi');
    const page = await ctx.newPage();
    const res = await page.goto(`${show.path}/page/${Math.ceil(show.episodeCount / 24) + 1}`);
    expect(res!.status()).toBe(200);
    await page.getByText('Trang này không có tập nào.').waitFor();
    await page.getByRole('link', { name: '← Tập mới hơn' }).waitFor();
    expect((await page.goto(`${show.path}/page/1`))!.status()).toBe(404);
    await page.context().close();
  });

  it('links each show to its RSS feed, with enclosures every podcast app can fetch', async () => {
    const show = await firstShow('en');
    const page = await ctx.newPage();
    await page.goto('/en/podcast');
    await page.getByRole('link', { name: show.title }).first().click();
    await page.waitForURL((url) => url.pathname === show.path);
    const announced = await page
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute('href');
    expect(new URL(announced!, page.url()).pathname).toBe(show.feedPath);
    await page.getByRole('link', { name: 'RSS feed' }).waitFor();
    expect((await jsonLd(page)).map((ld) => ld['@type'])).toContain('PodcastSeries');

    const res = await page.request.get(show.feedPath);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/rss+xml');
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.querySelector('parsererror')) return null;
        const itunes = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
        return {
          author: doc.getElementsByTagNameNS(itunes, 'author')[0]?.textContent,
          category: doc.getElementsByTagNameNS(itunes, 'category')[0]?.getAttribute('text'),
          enclosures: Array.from(doc.querySelectorAll('item > enclosure')).map((e) => ({
            url: e.getAttribute('url')!,
            length: Number(e.getAttribute('length')),
            type: e.getAttribute('type'),
          })),
        };
      },
      await res.text(),
    );
    expect(feed).not.toBeNull();
    expect(feed!.author).toBeTruthy();
    expect(feed!.category).toBeTruthy();
    expect(feed!.enclosures).toHaveLength(show.episodeCount);
    for (const enclosure of feed!.enclosures) {
      expect(enclosure.url.startsWith(new URL(page.url()).origin)).toBe(true);
      const file = await page.request.get(enclosure.url);
      expect(file.status()).toBe(200);
      expect((await file.body()).length).toBe(enclosure.length);
      expect(file.headers()['content-type']).toBe(enclosure.type);
    }
    const vi = await firstShow('vi');
    const viFeed = await page.request.get(vi.feedPath);
    expect(viFeed.status()).toBe(200);
    expect(await viFeed.text()).toContain(`<language>vi</language>`);
    // the language from ?lang=, as for a page (SPEC §2): the English show's feed at the
    // unprefixed address
    const byQuery = await page.request.get(`${show.feedPath.replace(/^\/en\//, '/')}?lang=en`);
    expect(byQuery.status()).toBe(200);
    expect(await byQuery.text()).toContain(`<language>en</language>`);
    expect((await page.request.get('/podcast/khong-co-chuong-trinh/feed.xml')).status()).toBe(404);
    await page.context().close();
  });
});
