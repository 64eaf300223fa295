'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { tabTake } from '@/lib/dom/browser-storage';
import { NO_TRANSLATION_KEY, shouldShowNoTranslation } from '@/lib/routing/language-switch';

const NOTICE_TTL_MS = 6_000;

/**
 * After the language switch fell back to this home page (the page had no translation), says so
 * once in a snackbar. The flag lives in sessionStorage, so the cached page itself never varies.
 */
export function TranslationNotice({ title, text }: { title: string; text: string }) {
  const pathname = usePathname();
  const { show } = useSnackbar();
  useEffect(() => {
    const stored = tabTake(NO_TRANSLATION_KEY);
    if (pathname && shouldShowNoTranslation(stored, pathname)) {
      show({ type: 'info', title, content: text, ttl: NOTICE_TTL_MS, placement: 'top-center' });
    }
  }, [pathname, show, title, text]);
  return null;
}
