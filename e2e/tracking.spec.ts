import type { VideoCard } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { apiGet, articleDetail, latestArticles } from './support/api';
import { hydrated, useBrowser } from './support/browser';
import { of, recordTracking, type Sent, until } from './support/tracking';

const ctx = useBrowser();

describe('page tracking (SPEC §7 v2/tracking/*)', () => {
  it('tells the API what a reader on a phone opens, how far they read, where they click and how long they stay', async () => {
    const [card] = await latestArticles('vi', 1);
    const detail = await articleDetail(card!.slug, 'vi');
    const context = await ctx.browser.newContext({
      baseURL: ctx.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const sent = recordTracking(page);

    await page.goto(`/${card!.slug}`);
    await hydrated(page);
    // the visit and the view are sent together; their answers may come in either order
    await until(
      sent,
      (s) => of(s, 'view-page').length === 1 && of(s, 'visit-page').length === 1,
      'the article is visited and viewed',
    );
    const [visit] = of(sent, 'visit-page');
    const [view] = of(sent, 'view-page');
    const common = {
      language: 'vi',
      pageType: 'Article',
      title: await page.title(),
      slug: card!.slug,
      platform: 'Web Mobile',
    };
    expect(visit?.body).toMatchObject(common);
    expect(view?.body).toMatchObject({ ...common, sessionId: visit?.body.sessionId });
    expect(String(view?.body.sessionId)).toMatch(/^[\w-]{8,64}$/);

    // reading to the end: each milestone once, of the page and of the article
    for (let i = 0; i < 30; i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(50);
    }
    await until(sent, (s) => of(s, 'scroll-page').length === 4, 'the page is scrolled to its end');
    // in any order: the milestones of a fast scroll are sent at once, and their answers race
    const byPercent = (list: Sent[]) =>
      list.map((s) => s.body).sort((a, b) => Number(a.percent) - Number(b.percent));
    expect(byPercent(of(sent, 'scroll-page')).map((b) => b.percent)).toEqual([25, 50, 75, 100]);
    await until(sent, (s) => of(s, 'article-scroll').length === 4, 'the article is read to its end');
    expect(byPercent(of(sent, 'article-scroll'))).toEqual(
      [25, 50, 75, 100].map((percent) => expect.objectContaining({ articleId: detail._id, percent })),
    );

    // a related article: the click, then the next page's view, and the time spent on this one
    const related = page.locator('section[aria-labelledby="related-title"] article h3 a').first();
    const nextPath = (await related.getAttribute('href'))!;
    await related.click();
    await page.waitForURL(`**${nextPath}`);
    const nextSlug = nextPath.replace(/^\//, '');
    await until(
      sent,
      (s) =>
        of(s, 'view-page', nextSlug).length === 1 &&
        of(s, 'click-item').length === 1 &&
        of(s, 'user-on-page', card!.slug).length === 1,
      'the click, the related article viewed and the time on the first',
    );
    expect(of(sent, 'click-item')[0]?.body).toMatchObject({
      ...common,
      targetName: 'article',
      action: 'navigate',
      targetId: nextPath,
    });
    const [stay] = of(sent, 'user-on-page', card!.slug);
    expect(stay?.body).toMatchObject({ ...common, sessionId: view?.body.sessionId });
    expect(stay?.body.timeOnPage).toBeGreaterThan(500);
    // one session: the second page is no new visit
    expect(of(sent, 'visit-page')).toHaveLength(1);
    expect(of(sent, 'view-page', nextSlug)[0]?.body.pageType).toBe('Article');

    // the home page in English on a wide screen; an address that is no article
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en');
    await until(
      sent,
      (s) => s.some((e) => e.kind === 'view-page' && e.body.pageType === 'Home'),
      'home viewed',
    );
    expect(sent.find((e) => e.body.pageType === 'Home')?.body).toMatchObject({
      language: 'en',
      slug: '',
      platform: 'Web Desktop',
    });
    await page.goto('/khong-co-bai-nay-dau');
    await until(sent, (s) => of(s, 'view-page', 'khong-co-bai-nay-dau').length === 1, 'the 404 viewed');
    expect(of(sent, 'view-page', 'khong-co-bai-nay-dau')[0]?.body.pageType).toBe('Unknown');

    // the API took every one of them
    expect(sent.filter((s) => s.status !== 200)).toEqual([]);
    await context.close();
  });

  it('names what a click opens or plays: a video from its card, its play button, an author from a byline', async () => {
    const [video] = await apiGet<VideoCard[]>('/v2/videos?language=vi&limit=1');
    const page = await ctx.newPage();
    const sent = recordTracking(page);
    await page.goto('/video');
    await hydrated(page);
    await until(sent, (s) => of(s, 'view-page', 'video').length === 1, 'the videos page is viewed');
    await page.locator('main article').getByRole('link', { name: video!.title }).first().click();
    await page.waitForURL((url) => url.pathname === video!.path);
    await until(sent, (s) => of(s, 'click-item').length === 1, 'the video card is clicked');
    expect(of(sent, 'click-item')[0]?.body).toMatchObject({
      targetName: 'video',
      action: 'navigate',
      targetId: video!.path,
    });

    // the video's page is tracked once its title is there: a click before that is no item of it
    const videoSlug = video!.path.replace(/^\//, '');
    await until(sent, (s) => of(s, 'view-page', videoSlug).length === 1, 'the video page is viewed');
    await page.getByRole('button', { name: `Phát video: ${video!.title}` }).click();
    await until(sent, (s) => of(s, 'click-item').length === 2, 'the video is played');
    expect(of(sent, 'click-item')[1]?.body).toMatchObject({
      targetName: 'video',
      action: 'play',
      targetId: video!._id,
      actionDetail: { type: 'video' },
    });

    // an article's byline leads to its author's page, and the click says so
    const [card] = await latestArticles('vi', 1);
    const detail = await articleDetail(card!.slug, 'vi');
    const author = detail.authors[0]!;
    await page.goto(`/${card!.slug}`);
    await hydrated(page);
    await until(sent, (s) => of(s, 'view-page', card!.slug).length === 1, 'the article is viewed');
    await page.locator('main header').getByRole('link', { name: author.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/contributors/${author.slug}`);
    await until(sent, (s) => of(s, 'click-item').length === 3, 'the author is clicked');
    expect(of(sent, 'click-item')[2]?.body).toMatchObject({
      targetName: 'author',
      action: 'navigate',
      targetId: `/contributors/${author.slug}`,
    });
    expect(sent.filter((s) => s.status !== 200)).toEqual([]);
    await page.context().close();
  });
});
