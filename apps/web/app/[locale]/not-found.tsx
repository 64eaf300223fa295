import { isLocale } from '@magazine/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { ArticleSection } from '@/components/article/article-section';
import { Link } from '@/components/ui/link';
import { getRecommendedArticles } from '@/lib/data/articles';

export default async function LocaleNotFound() {
  const t = await getTranslations('notFound');
  const locale = await getLocale();
  // somewhere to go from a dead link: the editors' recommendations (left out if unreadable)
  const recommended = isLocale(locale) ? await getRecommendedArticles(locale).catch(() => []) : [];
  return (
    <div className="not-found">
      <title>{t('title')}</title>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('text')}</p>
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
      <p>
        <Link href="/search">{t('search')}</Link>
      </p>
      <p>
        <Link href="/all-topics">{t('topics')}</Link>
      </p>
      <ArticleSection id="recommended" title={t('recommended')} articles={recommended} />
    </div>
  );
}
