import { type ArticleDetail, type ImageSet, type Locale, sectionPath } from '@magazine/contracts';
import { imageSource } from '../image-source';
import { absoluteUrl } from './escape';

/** A JSON-LD node (schema.org vocabulary); `@context` is added by jsonLdGraph/serializeJsonLd. */
export type JsonLdNode = { '@type': string; [key: string]: unknown };

export type SiteInfo = {
  /** absolute origin of the public site, without trailing slash */
  publicUrl: string;
  name: string;
  description?: string;
  locale: Locale;
};

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so `</script>` cannot end it early. */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  const body = Array.isArray(data)
    ? { '@context': 'https://schema.org', '@graph': data }
    : { '@context': 'https://schema.org', ...data };
  return JSON.stringify(body)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The site's logo as an ImageObject (the 180×180 apple icon: a raster image, as Google asks). */
export function logoLd(publicUrl: string): JsonLdNode {
  return { '@type': 'ImageObject', url: absoluteUrl(publicUrl, '/apple-icon.png'), width: 180, height: 180 };
}

export function organizationLd(site: SiteInfo): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': `${site.publicUrl}/#organization`,
    name: site.name,
    url: absoluteUrl(site.publicUrl, '/'),
    logo: logoLd(site.publicUrl),
  };
}

/** The home page's WebSite node, with the search action of SPEC §2's search page. */
export function websiteLd(site: SiteInfo, homePath: string, searchPath: string): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${absoluteUrl(site.publicUrl, homePath)}#website`,
    name: site.name,
    description: site.description,
    url: absoluteUrl(site.publicUrl, homePath),
    inLanguage: site.locale,
    publisher: { '@id': `${site.publicUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(site.publicUrl, searchPath)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbLd(publicUrl: string, crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

/** The largest file of an image as an ImageObject with its size, for cards and JSON-LD. */
export function imageLd(publicUrl: string, image: ImageSet | null | undefined): JsonLdNode | undefined {
  if (!image) return undefined;
  const source = imageSource(image, 'SIX_NINE');
  if (!source) return undefined;
  const url = source.srcSet.split(', ').at(-1)?.split(' ')[0] ?? source.src;
  return {
    '@type': 'ImageObject',
    url: absoluteUrl(publicUrl, url),
    width: source.width,
    height: source.height,
  };
}

/** The SEO image of an article (else its cover), absolute, with its size. */
export function articleImage(publicUrl: string, article: ArticleDetail) {
  const node = imageLd(publicUrl, article.seo.image) ?? imageLd(publicUrl, article.images);
  if (!node) return undefined;
  return { url: node.url as string, width: node.width as number, height: node.height as number };
}

export function newsArticleLd(site: SiteInfo, article: ArticleDetail, dateModified?: string): JsonLdNode {
  const url = absoluteUrl(site.publicUrl, article.url_meta.path);
  const image = articleImage(site.publicUrl, article);
  return {
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    headline: (article.seo.title || article.title).slice(0, 110),
    description: article.seo.description || article.excerpt,
    image: image ? [{ '@type': 'ImageObject', ...image }] : undefined,
    datePublished: article.publishedAt,
    dateModified: dateModified ?? article.publishedAt,
    inLanguage: article.language,
    author: article.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      url: absoluteUrl(site.publicUrl, sectionPath('author', article.language, author.slug)),
    })),
    publisher: {
      '@type': 'Organization',
      '@id': `${site.publicUrl}/#organization`,
      name: site.name,
      logo: logoLd(site.publicUrl),
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: article.topic?.name,
    keywords: article.tags.map((tag) => tag.name).join(', ') || undefined,
    isFamilyFriendly: article.adultOnly ? false : undefined,
  };
}

/** Home → topic (when the article has one) → the article. */
export function articleBreadcrumbLd(site: SiteInfo, article: ArticleDetail, homeName: string): JsonLdNode {
  const home = article.language === 'en' ? '/en' : '/';
  const crumbs: Crumb[] = [{ name: homeName, path: home }];
  if (article.topic) {
    crumbs.push({
      name: article.topic.name,
      path: sectionPath('topic', article.language, article.topic.slug),
    });
  }
  crumbs.push({ name: article.title, path: article.url_meta.path });
  return breadcrumbLd(site.publicUrl, crumbs);
}
