'use client';

import { formatAbsoluteDate, formatRelativeDate, type Locale } from '@magazine/contracts';
import { useEffect, useState } from 'react';

/**
 * The absolute date in the cached HTML, the relative one ("2 hours ago") once in the
 * browser, so a page served from cache never shows a stale relative time.
 */
export function LocalDate({ iso, locale, className }: { iso: string; locale: Locale; className?: string }) {
  const date = new Date(iso);
  const absolute = formatAbsoluteDate(date, locale);
  const [text, setText] = useState(absolute);
  useEffect(() => {
    setText(formatRelativeDate(new Date(iso), locale));
  }, [iso, locale]);
  return (
    <time dateTime={iso} title={absolute} className={className}>
      {text}
    </time>
  );
}
