import type { Metadata } from 'next';
import {
  ArticleRoute,
  type ArticleRouteProps,
  articleRouteMetadata,
} from '@/components/article/article-route';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export function generateMetadata(props: ArticleRouteProps): Promise<Metadata> {
  return articleRouteMetadata(props);
}

/** A piece of the open-publishing programme at /open-publishing/[slug] (SPEC §2). */
export default function OpenPublishingArticlePage(props: ArticleRouteProps) {
  return <ArticleRoute {...props} kind="open-publishing" />;
}
