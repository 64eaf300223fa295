import { type Locale, otherLocale } from '@magazine/contracts';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { LazyComments } from '@/components/comments/lazy-comments';
import { SetAlternateHref } from '@/components/layout/alternate-context';
import { JsonLd } from '@/components/seo/json-ld';
import { ampPath, articleMetadata } from '@/lib/article-metadata';
import { getArticleDetail, getInContentArticles } from '@/lib/data/articles';
import { env } from '@/lib/env';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';
import { absoluteUrl } from '@/lib/seo/escape';
import { articleBreadcrumbLd, newsArticleLd } from '@/lib/seo/json-ld';
import { siteInfo } from '@/lib/seo/site';
import { ActionBar } from './action-bar';
import { AdultOnly, AgeGate } from './adult-only';
import { ArticleBody } from './article-body';
import { ArticleHeader } from './article-header';
import { ArticleSection } from './article-section';
import { ArticleTags } from './article-tags';
import { InContentRelated } from './in-content-related';
import { OpenPublishingBanner, OpenPublishingLabel } from './open-publishing-banner';
import { ViewCounter } from './view-counter';

export type ArticleRouteProps = { params: Promise<{ locale: string; slug: string }> };

/**
 * Which address an article page answers at: `/[slug]` for the newsroom's pieces, or
 * `/open-publishing/[slug]` for the open-publishing programme's (SPEC §2). At the other one the
 * article is found too, and the page sends the reader (permanently) to its own address.
 */
export type ArticleRouteKind = 'newsroom' | 'open-publishing';

const findArticle = cache((slug: string, locale: Locale) => getArticleDetail(slug, locale));

// notFound() and redirects happen in the page only: thrown from generateMetadata they would
// bypass the localized not-found page.
export async function articleRouteMetadata({ params }: ArticleRouteProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const article = await findArticle((await params).slug, locale);
  return article && !article.isRedirect
    ? articleMetadata(article, env.PUBLIC_URL, (await siteInfo(locale)).name)
    : {};
}

export async function ArticleRoute({ params, kind }: ArticleRouteProps & { kind: ArticleRouteKind }) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const article = await findArticle(slug, locale);
  if (!article) {
    // the address of the other language's article, asked for in this language (`?lang=`, or the
    // /en prefix added by hand): its translation, else the article itself. Temporary: a
    // translation may appear later.
    const other = await findArticle(slug, otherLocale(locale));
    if (!other || other.isRedirect) notFound();
    redirect(other.translation?.path ?? other.path);
  }
  if (article.isRedirect && article.redirectTo) permanentRedirect(article.redirectTo);
  if (article.openPublishing !== (kind === 'open-publishing')) permanentRedirect(article.path);
  const [t, tSeo, messages, site, readAlso] = await Promise.all([
    getTranslations('article'),
    getTranslations('seo'),
    getMessages(),
    siteInfo(locale),
    // read-also links other than the related list at the end; the text does without them if the
    // recommendations cannot be read
    getInContentArticles(
      article._id,
      locale,
      (article.related ?? []).map((card) => card._id),
    ).catch(() => []),
  ]);
  const alternate = article.translation?.path ?? publicPath('/', otherLocale(locale));
  const body = <ArticleBody content={article.content} inContent={<InContentRelated articles={readAlso} />} />;
  const comments = (
    // loaded in the browser when the reader gets near: the page stays the same for everyone
    <NextIntlClientProvider messages={{ comments: messages.comments, member: messages.member }}>
      <LazyComments articleId={article._id} />
    </NextIntlClientProvider>
  );
  return (
    <article lang={article.language} data-article-id={article._id}>
      <SetAlternateHref href={alternate} />
      <ViewCounter articleId={article._id} />
      {/* React hoists this link into <head> */}
      <link rel="amphtml" href={absoluteUrl(env.PUBLIC_URL, ampPath(article))} />
      <JsonLd data={[newsArticleLd(site, article), articleBreadcrumbLd(site, article, tSeo('home'))]} />
      {article.openPublishing && <OpenPublishingLabel />}
      <ArticleHeader article={article} />
      {article.translation && (
        <p>
          <NextLink href={article.translation.path} hrefLang={article.translation.language}>
            {t('readInOther')}
          </NextLink>
        </p>
      )}
      {article.adultOnly ? (
        <>
          <AgeGate
            contentId="article-text"
            home={publicPath('/', locale)}
            profile={publicPath('/profile', locale)}
          />
          <AdultOnly id="article-text">{body}</AdultOnly>
        </>
      ) : (
        body
      )}
      <ArticleTags tags={article.tags} />
      <ActionBar articleId={article._id} url={article.url_meta.canonical} title={article.title} />
      <OpenPublishingBanner />
      <ArticleSection id="related" title={t('related')} articles={article.related ?? []} />
      {article.adultOnly ? <AdultOnly>{comments}</AdultOnly> : comments}
    </article>
  );
}
