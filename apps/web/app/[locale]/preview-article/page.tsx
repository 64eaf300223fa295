import { type ArticleDetail, Id } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleBody } from '@/components/article/article-body';
import { ArticleHeader } from '@/components/article/article-header';
import { apiClient } from '@/lib/api-client/server';
import { type LocaleParams, resolveLocale } from '@/lib/locale-params';

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * `/preview-article?id=&pin=&key=`: an unpublished article for its editors. Read per request,
 * never cached, never indexed, no view counted; a wrong pin or key looks like a missing article.
 */
export default async function PreviewArticlePage({ params, searchParams }: Props) {
  await resolveLocale(params);
  const t = await getTranslations('preview');
  const query = await searchParams;
  const id = one(query.id);
  let article: ArticleDetail | null = null;
  if (Id.safeParse(id).success) {
    const res = await apiClient<ArticleDetail>(`v2/preview-article/${id}`, {
      query: {
        pin: one(query.pin).slice(0, 64),
        key: one(query.key).slice(0, 128),
        isGetContentAsArray: true,
      },
      next: { revalidate: 0 },
    });
    if (res.errorCode === 200) article = res.data;
  }
  // the same 404 for an unknown id, a wrong pin or key, or a missing one: nothing is revealed
  if (!article) notFound();
  return (
    <article lang={article.language}>
      <p role="note" className="page-lead">
        <strong>{t('notice')}</strong>
      </p>
      <ArticleHeader article={article} />
      <ArticleBody content={article.content} />
    </article>
  );
}
