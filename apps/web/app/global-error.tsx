'use client';

import type { Locale } from '@magazine/contracts';
import { useEffect, useState } from 'react';
import { GLOBAL_ERROR_WORDS } from '@/lib/global-error-words';
import { reportError } from '@/lib/tracking/report-error';
import { readerLocale } from '../reader-locale.mjs';
import './globals.css';

/**
 * An error above app/[locale]/error.tsx (in the language layout's own islands: the header, the
 * providers, the hash scroll) replaces the whole document with this page. It has no next-intl
 * provider: the language comes from the address, as the site's (SPEC §2: `?lang=`, else an /en
 * prefix, else Vietnamese).
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const [locale, setLocale] = useState<Locale>('vi');
  useEffect(() => {
    const pathLocale = readerLocale(window.location.pathname + window.location.search);
    setLocale(pathLocale);
    reportError(error, pathLocale);
  }, [error]);
  const t = GLOBAL_ERROR_WORDS[locale];
  return (
    <html lang={locale}>
      <body>
        <main id="main" className="not-found" role="alert">
          <h1 className="page-title">{t.title}</h1>
          <p className="page-lead">{t.text}</p>
          <button type="button" onClick={reset}>
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
