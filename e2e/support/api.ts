import type { ArticleDetail, ArticlePage, Envelope } from '@magazine/contracts';
import { inject } from 'vitest';

/** Reads the running API directly, to pick test subjects the way an editor would know them. */
export async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('apiUrl')}${path}`);
  const body = (await res.json()) as Envelope<T>;
  return body.data;
}

export async function latestArticles(language: 'vi' | 'en', limit = 50) {
  return (await apiGet<ArticlePage>(`/v2/latest-article?language=${language}&limit=${limit}`)).docs;
}

export async function articleDetail(slug: string, language: 'vi' | 'en') {
  return apiGet<ArticleDetail>(`/v2/article-detail/${slug}?language=${language}&isGetContentAsArray=true`);
}

/** Live articles nobody has commented on yet (the demo readers talk under the newest ones). */
export async function uncommentedArticles(language: 'vi' | 'en', count: number) {
  const found = [];
  for (const card of await latestArticles(language, 50)) {
    const thread = await apiGet<{ total: number }>(`/v2/comments?articleId=${card._id}`);
    if (thread.total === 0) found.push(card);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} articles without comments`);
}
