import { type Locale, VERTICALS, verticalSlug } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';

/** The five sections (SPEC §1's verticals), one list item each linking to its category page. */
export async function SectionLinks({ locale }: { locale: Locale }) {
  const tv = await getTranslations('verticals');
  return VERTICALS.map((vertical) => (
    <li key={vertical}>
      <Link href={{ pathname: '/category/[slug]', params: { slug: verticalSlug(vertical, locale) } }}>
        {tv(vertical)}
      </Link>
    </li>
  ));
}
