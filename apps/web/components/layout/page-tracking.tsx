'use client';

import { PAGE_TITLE_WAIT_MS, type TrackingKind } from '@magazine/contracts';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { tabRead, tabWrite } from '@/lib/dom/browser-storage';
import { clickItem, pageArticle } from '@/lib/tracking/click-item';
import {
  isUntracked,
  newMilestones,
  newSessionId,
  pageTypeOf,
  seenPercent,
  type TrackedPage,
  timeOnPage,
  trackingSlug,
} from '@/lib/tracking/page-events';
import { platformOf } from '@/lib/tracking/platform';
import { postQuietly } from '@/lib/tracking/post-quietly';

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

/**
 * Page tracking (SPEC §2, §3, §7): for every page a reader opens, once its title is there (up to
 * PAGE_TITLE_WAIT_MS): visit-page for a tab's first page, view-page for each; scroll-page and, on
 * an article, article-scroll at 25, 50, 75 and 100%; user-on-page with the time the page was
 * visible when it is hidden or left; click-item for the items the spec names (click-item.ts).
 * Never on a draft's preview. Everything goes through the site's /api/tracking/*, which passes it
 * to the API. Fetched once the page has loaded (after-load.tsx, decision 0060).
 */
export function PageTracking() {
  const pathname = usePathname();
  const { settled } = useAuth();
  useEffect(() => {
    sessionKnown = settled;
  }, [settled]);
  const current = useRef<TrackedPage | null>(null);
  const lastTitle = useRef('');

  useEffect(() => {
    if (isUntracked(pathname)) return;
    const session = tabSession();
    let page: TrackedPage | null = null;
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
