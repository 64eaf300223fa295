'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { AfterLoadProps } from './after-load-parts';

/**
 * What every page does in the background, fetched once the page has loaded (after-load-parts.tsx):
 * page tracking, the one-time notices and the survey invitation's timer. None of it draws before
 * the reader can read, so its code stays out of a first visit's scripts: the tracker's first event
 * waits for the page's title in any case (SPEC §9), a notice is a snackbar that comes when it
 * comes, and the invitation is 60 seconds away.
 */
export function AfterLoad(props: AfterLoadProps) {
  const [Parts, setParts] = useState<ComponentType<AfterLoadProps> | null>(null);
  useEffect(() => {
    import('./after-load-parts').then(
      (m) => setParts(() => m.AfterLoadParts),
      () => {}, // not fetched (offline, a new deployment): this page goes untracked, reading goes on
    );
  }, []);
  return Parts ? <Parts {...props} /> : null;
}
