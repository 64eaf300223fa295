'use client';

import { DEFAULT_TIMEZONE, MOBILE_MAX_WIDTH_PX } from '@magazine/contracts';
import { useEffect } from 'react';
import { useAuth } from '@/components/auth/auth-provider';

/**
 * Counts the reader's view once the page has loaded (SPEC §7 article-view-counter): the cached
 * page stays the same for everyone, and a failure here never disturbs reading.
 */
export function ViewCounter({ articleId }: { articleId: string }) {
  const { settled } = useAuth();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
    const body = {
      articleId,
      actionDate: new Date().toISOString(),
      userTimezone: zone,
      platform: window.innerWidth < MOBILE_MAX_WIDTH_PX ? 'Web Mobile' : 'Web Desktop',
    };
    let sent = false;
    const send = (keepalive: boolean) => {
      if (sent) return;
      sent = true;
      fetch('/api/view', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive,
      })
        // read to its end: a body left unread keeps the request open in Chromium's eyes
        .then((res) => res.arrayBuffer())
        .catch(() => {});
    };
    // after the session call: on a first visit it gives the reader the key the view is counted
    // under (sent before it, the view went in under the address, and the reload's counted again);
    // a page left before then sends it at once (the API counts a reader once either way)
    void settled().then(() => send(false));
    const leave = () => send(true);
    window.addEventListener('pagehide', leave);
    return () => {
      // another page in the same document (a client-side link): no need to outlive it
      window.removeEventListener('pagehide', leave);
      send(false);
    };
  }, [articleId, settled]);
  return null;
}
