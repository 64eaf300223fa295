import { IndexPage, type IndexTexts, indexPageMetadata } from '@/components/listing/index-page';
import styles from '@/components/listing/listing.module.css';
import { Link } from '@/components/ui/link';
import { allPages, getTags } from '@/lib/data/listings';
import { type LocaleParams, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const TEXTS: IndexTexts = {
  namespace: 'tagsPage',
  title: 'title',
  description: 'description',
  empty: 'empty',
};

export const generateMetadata = indexPageMetadata('/tags', TEXTS);

export default async function TagsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const tags = await allPages((page) => getTags(locale, page));
  return (
    <IndexPage texts={TEXTS} isEmpty={tags.length === 0}>
      <ul className={styles.index}>
        {tags.map((tag) => (
          <li key={tag._id}>
            <Link href={{ pathname: '/tags/[slug]', params: { slug: tag.slug } }}>
              #{tag.name}
              <span className={styles.count}>{tag.articleCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </IndexPage>
  );
}
