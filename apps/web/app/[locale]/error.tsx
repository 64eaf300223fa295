'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/lib/tracking/report-error';

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
    reportError(error, locale === 'en' ? 'en' : 'vi');
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
