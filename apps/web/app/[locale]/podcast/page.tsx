import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import gridStyles from '@/components/media/media-grid.module.css';
import { PodcastCard } from '@/components/media/podcast-card';
import { PodcastShowCard } from '@/components/media/podcast-show-card';
import { staticPageMetadata } from '@/components/static/static-page';
import { Section } from '@/components/ui/section';
import { getPodcastEpisodes, getPodcastShows } from '@/lib/data/media';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('podcast');
  return staticPageMetadata('/podcast', t('title'), t('description'), locale);
}

/** The shows of the language, each linking to its page, then the newest episodes across shows. */
export default async function PodcastPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const [t, th] = await Promise.all([getTranslations('podcast'), getTranslations('home')]);
  const [shows, episodes] = await Promise.all([getPodcastShows(locale), getPodcastEpisodes(locale, 12)]);
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('description')}</p>
      {shows.length === 0 && episodes.length === 0 && <p>{th('empty')}</p>}
      {shows.length > 0 && (
        <Section id="shows" title={t('shows')}>
          <div className={gridStyles.grid}>
            {shows.map((show) => (
              <PodcastShowCard key={show._id} show={show} />
            ))}
          </div>
        </Section>
      )}
      {episodes.length > 0 && (
        <Section id="latest-episodes" title={t('latestEpisodes')}>
          <div className={gridStyles.grid}>
            {episodes.map((episode) => (
              <PodcastCard key={episode._id} episode={episode} />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}
