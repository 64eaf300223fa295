import { isLocale } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { ampPath, articleAt } from '@/lib/article-metadata';
import { getArticleDetail } from '@/lib/data/articles';
import { ampArticleHtml } from '@/lib/seo/amp';
import { escapeMarkup } from '@/lib/seo/escape';
import { siteInfo } from '@/lib/seo/site';

// Like the article page: rendered on the first request, then cached and refreshed every minute.
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ locale: string; slug: string }> };

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=600',
};

/** The AMP version of an article (`/amp/[slug]`, `/en/amp/[slug]`): a complete AMP HTML document. */
export async function GET(_request: Request, { params }: Context) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return notFound();
  const article = await getArticleDetail(slug, locale);
  if (!article) return notFound(locale);
  // a moved article: its AMP page moves with it (to the target's AMP page when the target is a
  // live article, an open-publishing piece's too; to the target itself when it is another page)
  if (article.isRedirect && article.redirectTo) {
    const target = articleAt(article.redirectTo);
    // the lookup failing (the API down) still moves the page, to the target itself
    const live = target && (await getArticleDetail(target.slug, target.language).catch(() => null));
    const location = live && !live.isRedirect ? ampPath(live) : article.redirectTo;
    return new Response(null, { status: 308, headers: { Location: location } });
  }
  const t = await getTranslations({ locale, namespace: 'seo' });
  const site = await siteInfo(locale);
  const html = ampArticleHtml(site, article, {
    siteName: site.name,
    home: t('home'),
    fullVersion: t('fullVersion'),
    by: t('by'),
    tags: t('tags'),
    adultOnly: t('adultOnly'),
  });
  return new Response(html, { headers: HTML_HEADERS });
}

async function notFound(locale: 'vi' | 'en' = 'vi') {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const home = locale === 'en' ? '/en' : '/';
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeMarkup(t('title'))}</title></head><body><h1>${escapeMarkup(t('title'))}</h1><p>${escapeMarkup(t('text'))}</p><p><a href="${home}">${escapeMarkup(t('home'))}</a></p></body></html>`;
  return new Response(body, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
