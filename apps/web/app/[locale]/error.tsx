'use client';

import { useTranslations } from 'next-intl';

export default function LocaleError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('error');
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
