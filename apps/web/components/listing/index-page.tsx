import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { staticPageMetadata } from '@/components/static/static-page';
import type { InternalPath } from '@/i18n/pathnames';
import { type LocaleParams, metadataLocale } from '@/lib/locale-params';

/** Where an index page (all topics, tags, contributors, collections) finds its three texts. */
export type IndexTexts = {
  namespace: 'topics' | 'tagsPage' | 'contributorsPage' | 'collectionPage';
  title: string;
  description: string;
  empty: string;
};

const textsOf = async ({ namespace, title, description, empty }: IndexTexts) => {
  const t = await getTranslations(namespace);
  return { title: t(title as never), description: t(description as never), empty: t(empty as never) };
};

/** generateMetadata of an index page: its title and description, canonical and alternates. */
export function indexPageMetadata(path: InternalPath, texts: IndexTexts) {
  return async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    const locale = await metadataLocale(params);
    const { title, description } = await textsOf(texts);
    return staticPageMetadata(path, title, description, locale);
  };
}

/**
 * The heading, lead and either the list or the "nothing yet" line of an index page; `before`, what
 * the page shows above its list whether or not the list is empty.
 */
export async function IndexPage({
  texts,
  isEmpty,
  before,
  children,
}: {
  texts: IndexTexts;
  isEmpty: boolean;
  before?: ReactNode;
  children: ReactNode;
}) {
  const { title, description, empty } = await textsOf(texts);
  return (
    <>
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{description}</p>
      {before}
      {isEmpty ? <p>{empty}</p> : children}
    </>
  );
}
