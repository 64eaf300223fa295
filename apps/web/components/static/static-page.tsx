import type { Metadata } from 'next';
import type { BilingualPage } from '@/content/pages/types';
import type { InternalPath } from '@/i18n/pathnames';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';
import { ProsePageView } from './prose-page';

type Props = { params: LocaleParams };

/** Metadata with canonical and language alternates for a page that exists in both languages. */
export function staticPageMetadata(
  internal: InternalPath,
  title: string,
  description: string,
  locale: 'vi' | 'en',
): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: publicPath(internal, locale),
      languages: { vi: publicPath(internal, 'vi'), en: publicPath(internal, 'en') },
    },
  };
}

/** generateMetadata and the page component of a text page with fixed content. */
export function proseRoute(internal: InternalPath, content: BilingualPage) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const locale = await metadataLocale(params);
      return staticPageMetadata(internal, content[locale].title, content[locale].description, locale);
    },
    async Page({ params }: Props) {
      const locale = await resolveLocale(params);
      return <ProsePageView page={content[locale]} />;
    },
  };
}
