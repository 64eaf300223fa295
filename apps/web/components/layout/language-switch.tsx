'use client';

import type { Locale } from '@magazine/contracts';
import { usePathname } from 'next/navigation';
import { alternatePathFor } from '@/lib/routing/public-path';
import { useAlternateHref } from './alternate-context';

type Props = { locale: Locale; label: string; title: string; className?: string };

export function LanguageSwitch({ locale, label, title, className }: Props) {
  // null while a not-found or fallback page renders on the server
  const pathname: string | null = usePathname();
  const declared = useAlternateHref();
  const href = declared ?? alternatePathFor(pathname ?? '/', locale);
  // A plain link: the other language has its own layout, so a full load is what we want.
  return (
    <a className={className} href={href} hrefLang={locale === 'vi' ? 'en' : 'vi'} title={title}>
      {label}
    </a>
  );
}
