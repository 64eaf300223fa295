import { Vertical } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleGrid } from '@/components/article/article-grid';
import { getLatestArticles } from '@/lib/data/articles';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; vertical: string }> };

async function resolve(params: Props['params']) {
  const locale = await resolveLocale(params);
  const parsed = Vertical.safeParse((await params).vertical);
  if (!parsed.success) notFound();
  const tv = await getTranslations('verticals');
  return { locale, vertical: parsed.data, name: tv(parsed.data) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const parsed = Vertical.safeParse((await params).vertical);
  if (!parsed.success) return {};
  const vertical = parsed.data;
  const name = (await getTranslations('verticals'))(vertical);
  const t = await getTranslations('vertical');
  const path = `/vertical/${vertical}`;
  return {
    title: t('title', { name }),
    description: t('description', { name }),
    alternates: {
      canonical: publicPath(path, locale),
      languages: { vi: publicPath(path, 'vi'), en: publicPath(path, 'en') },
    },
  };
}

export default async function VerticalPage({ params }: Props) {
  const { locale, vertical, name } = await resolve(params);
  const t = await getTranslations('vertical');
  const page = await getLatestArticles(locale, { vertical, limit: 13 });
  return (
    <>
      <h1 className="page-title">{t('title', { name })}</h1>
      <p className="page-lead">{t('description', { name })}</p>
      {page.docs.length ? <ArticleGrid articles={page.docs} lead /> : <p>{t('empty')}</p>}
    </>
  );
}
