'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { tabRead, tabWrite } from '@/lib/dom/browser-storage';
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
    // only the page the note is for takes it: the page the switch was pressed on may load this
    // part after the press, before it is left, and must not use up the other page's note
    const stored = tabRead(NO_TRANSLATION_KEY);
    if (!pathname || !shouldShowNoTranslation(stored, pathname)) return;
    tabWrite(NO_TRANSLATION_KEY, null);
    show({ type: 'info', title, content: text, ttl: NOTICE_TTL_MS, placement: 'top-center' });
  }, [pathname, show, title, text]);
  return null;
}
