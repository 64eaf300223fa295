'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';

export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('error');
  const locale = useLocale();
  useEffect(() => {
    // the report's code is fetched when there is something to report (never on a page that works)
    import('@/lib/tracking/report-error').then(
      (m) => m.reportError(error, locale === 'en' ? 'en' : 'vi'),
      () => {},
    );
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
