import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';

export default async function LocaleNotFound() {
  const t = await getTranslations('notFound');
  return (
    <div className="not-found">
      <title>{t('title')}</title>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('text')}</p>
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
      <p>
        <Link href="/all-topics">{t('topics')}</Link>
      </p>
    </div>
  );
}
