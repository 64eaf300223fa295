'use client';

import { DEFAULT_TIMEZONE } from '@magazine/contracts';
import { useEffect } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { platformOf } from '@/lib/tracking/platform';
import { postQuietly } from '@/lib/tracking/post-quietly';

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
      platform: platformOf(window.innerWidth),
    };
    let sent = false;
    const send = (keepalive: boolean) => {
      if (sent) return;
      sent = true;
      postQuietly('/api/view', body, keepalive);
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
