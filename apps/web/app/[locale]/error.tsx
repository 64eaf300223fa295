'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { platformOf } from '@/lib/tracking/page-events';

export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('error');
  const locale = useLocale();
  // SPEC §7 v2/report/error: the team hears of what the reader met (the page never waits for it)
  useEffect(() => {
    fetch('/api/report/error', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: (error.message || error.name || 'Error').slice(0, 1000),
        stack: error.stack?.slice(0, 8000),
        digest: error.digest?.slice(0, 64),
        path: window.location.pathname.slice(0, 500),
        language: locale === 'en' ? 'en' : 'vi',
        platform: platformOf(window.innerWidth),
      }),
    })
      .then((res) => res.arrayBuffer())
      .catch(() => {});
  }, [error, locale]);
  return (
    <div className="not-found" role="alert">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('text')}</p>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </div>
  );
}
