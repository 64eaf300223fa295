'use client';

import { ANCHOR_WAIT_MS } from '@magazine/contracts';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { anchorIdOf } from '@/lib/dom/anchor';
import { pollFor } from '@/lib/dom/wait-for';

function findAnchor(id: string): Element | null {
  return (
    document.getElementById(id) ??
    document.querySelector(`[data-anchor="${CSS.escape(id)}"]`) ??
    document.getElementsByName(id)[0] ??
    null
  );
}

/** SPEC §2: a #hash scrolls to its anchor, waiting up to ANCHOR_WAIT_MS for it to render. */
export function HashScroll() {
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run after each client-side navigation
  useEffect(() => {
    let cancel = () => {};
    const scrollToHash = () => {
      cancel();
      const id = anchorIdOf(window.location.hash);
      if (!id) return;
      cancel = pollFor(
        () => findAnchor(id),
        (element) => element.scrollIntoView({ block: 'start' }),
        {
          timeoutMs: ANCHOR_WAIT_MS,
        },
      );
    };
    scrollToHash();
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      cancel();
      window.removeEventListener('hashchange', scrollToHash);
    };
  }, [pathname]);
  return null;
}
