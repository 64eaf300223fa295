'use client';

import { useEffect } from 'react';

/**
 * `?safeTracking` makes a page noindex/nofollow. The server adds X-Robots-Tag (next.config);
 * this adds the meta tag in the browser, because reading the query on the server would make
 * every page dynamic.
 */
export function RobotsFromQuery() {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('safeTracking')) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex, nofollow';
  }, []);
  return null;
}
