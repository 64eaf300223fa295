'use client';

import type { Locale } from '@magazine/contracts';
import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { tabWrite } from '@/lib/dom/browser-storage';
import { NO_TRANSLATION_KEY, switchTarget } from '@/lib/routing/language-switch';
import { useAlternateHref } from './alternate-context';

type Props = { locale: Locale; label: string; title: string; className?: string };

export function LanguageSwitch({ locale, label, title, className }: Props) {
  // null while a not-found or fallback page renders on the server
  const pathname: string | null = usePathname();
  const declared = useAlternateHref();
  const { href, missing } = switchTarget(pathname ?? '/', locale, declared);
  // No translation: the other home page says so once it has loaded (a static page reads no query).
  const remember = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    // storage disabled: the switch still works, without the notice
    if (missing && plainClick) tabWrite(NO_TRANSLATION_KEY, href);
  };
  // A plain link: the other language has its own layout, so a full load is what we want.
  return (
    <a
      className={className}
      href={href}
      hrefLang={locale === 'vi' ? 'en' : 'vi'}
      title={title}
      onClick={remember}
      data-missing-translation={missing || undefined}
    >
      {label}
    </a>
  );
}
