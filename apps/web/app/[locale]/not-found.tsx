import { isLocale } from '@magazine/contracts';
import NextLink from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { TopicWithAdultMark } from '@/components/article/adult-label';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { getRecommendedArticles } from '@/lib/data/articles';

export default async function LocaleNotFound() {
  const t = await getTranslations('notFound');
  const locale = await getLocale();
  // somewhere to go from a dead link: the editors' recommendations (left out if unreadable), by
  // their topic, 18+ mark and title: Next writes this boundary into the RSC payload of every page
  // under the layout, where four full cards cost ~4 KB of each page's HTML and these ~1.3 KB. Each
  // is an <article> whose link says it is the card's, so the tracker counts a click on it as
  // click-item navigate (as in-content-related.tsx's)
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
      {recommended.length > 0 && (
        <Section id="recommended" title={t('recommended')}>
          <ul className="not-found-picks">
            {recommended.map((article) => (
              <li key={article._id}>
                <article>
                  <TopicWithAdultMark topic={article.topic} adultOnly={article.adultOnly} />
                  <h3>
                    <NextLink href={article.path} data-card-link="">
                      {article.title}
                    </NextLink>
                  </h3>
                </article>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
