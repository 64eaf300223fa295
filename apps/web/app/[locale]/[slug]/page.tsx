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

/** An article of the newsroom at /[slug] (/en/[slug]). */
export default function ArticlePage(props: ArticleRouteProps) {
  return <ArticleRoute {...props} kind="newsroom" />;
}
