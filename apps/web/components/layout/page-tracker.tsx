'use client';

import { PAGE_TITLE_WAIT_MS, type TrackingKind } from '@magazine/contracts';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { tabRead, tabWrite } from '@/lib/dom/browser-storage';
import {
  isUntracked,
  newMilestones,
  newSessionId,
  type PageType,
  pageTypeOf,
  platformOf,
  seenPercent,
  timeOnPage,
  trackingSlug,
} from '@/lib/tracking/page-events';
import { postQuietly } from '@/lib/tracking/post-quietly';

type Page = {
  language: 'vi' | 'en';
  pageType: PageType;
  title: string;
  slug: string;
  platform: 'Web Mobile' | 'Web Desktop';
  sessionId: string;
};

const SESSION_KEY = 'tracking-session';

/**
 * Sent and forgotten (`postQuietly`): tracking never disturbs reading. `leaving`: the page is
 * being hidden or unloaded, so the request must outlive it (keepalive).
 */
function send(kind: TrackingKind, body: object, leaving = false) {
  // a page being left cannot wait: what waits goes with it, first
  const path = `/api/tracking/${kind}`;
  if (leaving) {
    for (const event of waiting.splice(0)) postQuietly(event.path, event.body, true);
    postQuietly(path, body, true);
    return;
  }
  waiting.push({ path, body });
  if (waiting.length === 1)
    void sessionKnown().then(() => {
      for (const event of waiting.splice(0)) postQuietly(event.path, event.body);
    });
}

/** Events waiting for the session call, in the order they happened. */
const waiting: { path: string; body: object }[] = [];

/**
 * Resolves once the session call has answered: on a first visit it is the call that gives the
 * visitor their key (a cookie), and an event sent before it would be counted under another reader.
 */
let sessionKnown: () => Promise<unknown> = () => Promise.resolve();

/** This tab's session id, and whether it was made just now (the session's first page). */
function tabSession(): { id: string; isNew: boolean } {
  const known = tabRead(SESSION_KEY);
  if (known) return { id: known, isNew: false };
  const id = newSessionId((bytes) => crypto.getRandomValues(bytes));
  tabWrite(SESSION_KEY, id); // without storage, every page begins a session of its own
  return { id, isNew: true };
}

const pageArticle = () => document.querySelector<HTMLElement>('article[data-article-id]');

/**
 * Which item a link opens, by its address (SPEC §3 targets): a video, an episode, an author or
 * an article (one path segment, or an open-publishing piece); null for anything else (a show, an
 * event, a collection, a page of a list).
 */
function targetOf(href: string): 'video' | 'podcastEpisode' | 'author' | 'article' | null {
  const path = href.replace(/[?#].*$/, '').replace(/^\/en(?=\/)/, '');
  if (/^\/video\/[^/]+$/.test(path)) return 'video';
  if (/^\/podcast\/[^/]+\/[^/]+$/.test(path)) return 'podcastEpisode';
  if (/^\/contributors\/[^/]+$/.test(path)) return 'author';
  if (/^\/(open-publishing\/)?[^/]+$/.test(path)) return 'article';
  return null;
}

/** What a click on `target` did, as a click-item event (null: not an item the spec tracks). */
function clickItem(target: Element, page: Page): object | null {
  const control = target.closest('a[href], button');
  if (!control) return null;
  const pressed = control.getAttribute('aria-pressed') === 'true';
  const card = control.closest('article');
  // a card's own link: its title's, or one marked as the card's where the title is no heading
  const cardLink = card
    ?.querySelector('h2 a[href], h3 a[href], a[data-card-link][href]')
    ?.getAttribute('href');
  const memberAction = control.getAttribute('data-member-action');
  if (memberAction === 'bookmark') {
    const targetId = cardLink ?? pageArticle()?.dataset.articleId;
    return { targetName: 'article', action: pressed ? 'unbookmark' : 'bookmark', targetId };
  }
  if (memberAction === 'follow') {
    const kind = control.getAttribute('data-follow-kind');
    if (kind !== 'topic' && kind !== 'author' && kind !== 'series') return null;
    const targetName = kind === 'author' ? 'author' : page.pageType === 'Article' ? 'article' : null;
    if (!targetName) return null;
    return { targetName, action: pressed ? 'unfollow' : 'follow', actionDetail: { type: kind } };
  }
  const episode = control.getAttribute('data-episode-id');
  if (episode && control.textContent?.includes('▶')) {
    return {
      targetName: 'podcastEpisode',
      action: 'play',
      targetId: episode,
      actionDetail: { type: 'podcast' },
    };
  }
  const video = control.getAttribute('data-video-id');
  if (video) return { targetName: 'video', action: 'play', targetId: video, actionDetail: { type: 'video' } };
  const href = control.getAttribute('href');
  if (control.tagName !== 'A' || !href) return null;
  // a card's link, or a link to an author (a byline, a list of contributors)
  const targetName = targetOf(href);
  if (targetName && ((href === cardLink && card !== pageArticle()) || targetName === 'author')) {
    return { targetName, action: 'navigate', targetId: href };
  }
  return null;
}

/**
 * Page tracking (SPEC §2, §3, §7): for every page a reader opens, once its title is there (up to
 * PAGE_TITLE_WAIT_MS): visit-page for a tab's first page, view-page for each; scroll-page and, on
 * an article, article-scroll at 25, 50, 75 and 100%; user-on-page with the time the page was
 * visible when it is hidden or left; click-item for the items the spec names. Never on a draft's
 * preview. Everything goes through the site's /api/tracking/*, which passes it to the API.
 */
export function PageTracker() {
  const pathname = usePathname();
  const { settled } = useAuth();
  useEffect(() => {
    sessionKnown = settled;
  }, [settled]);
  const current = useRef<Page | null>(null);
  const lastTitle = useRef('');

  useEffect(() => {
    if (isUntracked(pathname)) return;
    const session = tabSession();
    let page: Page | null = null;
    let stopped = false;
    let visibleSince: number | null = document.visibilityState === 'visible' ? performance.now() : null;
    let visibleMs = 0;
    const reached = new Set<number>();
    const articleReached = new Set<number>();
    let frame = 0;

    const measure = () => {
      frame = 0;
      if (!page) return;
      const root = document.documentElement;
      for (const percent of newMilestones(
        seenPercent(-window.scrollY, root.scrollHeight, window.innerHeight),
        reached,
      )) {
        reached.add(percent);
        send('scroll-page', { ...page, percent });
      }
      const article = pageArticle();
      const articleId = article?.dataset.articleId;
      if (!article || !articleId) return;
      // how far through the article's text (its body; the whole article when it has none)
      const box = (article.querySelector('[data-article-body]') ?? article).getBoundingClientRect();
      for (const percent of newMilestones(
        seenPercent(box.top, box.height, window.innerHeight),
        articleReached,
      )) {
        articleReached.add(percent);
        send('article-scroll', { ...page, articleId, percent });
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const reportTime = (leaving: boolean) => {
      if (visibleSince !== null) visibleMs += performance.now() - visibleSince;
      visibleSince = null;
      if (!page || visibleMs < 1) return;
      send('user-on-page', { ...page, timeOnPage: timeOnPage(visibleMs) }, leaving);
      visibleMs = 0;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') reportTime(true);
      else visibleSince = performance.now();
    };
    const onPageHide = () => reportTime(true);

    const start = (title: string) => {
      lastTitle.current = title;
      const language = document.documentElement.lang === 'en' ? 'en' : 'vi';
      const slug = trackingSlug(pathname);
      page = {
        language,
        pageType: pageTypeOf(slug, pageArticle() !== null),
        title: title.slice(0, 300) || slug || '/',
        slug,
        platform: platformOf(window.innerWidth),
        sessionId: session.id,
      };
      current.current = page;
      if (session.isNew) send('visit-page', page);
      send('view-page', page);
      measure();
    };
    // SPEC §9: wait up to 10 s for the page's title (after a client-side navigation, the new one)
    const startedAt = performance.now();
    const waitForTitle = () => {
      if (stopped) return;
      const title = document.title.trim();
      const ready = title !== '' && title !== lastTitle.current;
      if (ready || performance.now() - startedAt >= PAGE_TITLE_WAIT_MS) start(title);
      else setTimeout(waitForTitle, 100);
    };
    waitForTitle();

    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      // another page of the site opens in this document: a plain request will do
      stopped = true;
      reportTime(false);
      current.current = null;
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const page = current.current;
      if (!page || !(event.target instanceof Element)) return;
      const item = clickItem(event.target, page);
      if (item) send('click-item', { ...page, ...item });
    };
    // capture: the item's own handler (a navigation, a toggle) runs after this has read its state
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
