import {
  type ArticleDetail,
  type Block,
  formatAbsoluteDate,
  type ImageSet,
  sectionPath,
} from '@magazine/contracts';
import { imageSource } from '../image-source';
import { absoluteUrl, escapeMarkup as esc } from './escape';
import { articleBreadcrumbLd, newsArticleLd, type SiteInfo, serializeJsonLd } from './json-ld';

/** AMP's limit for `<style amp-custom>`. */
export const AMP_CSS_MAX_BYTES = 75_000;

// The mandatory boilerplate of https://amp.dev/documentation/guides-and-tutorials/learn/spec/amp-boilerplate
const BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';

export const AMP_CSS = `
:root{--ink:#1c1b19;--muted:#5f5a52;--accent:#b3261e;--paper:#fbfaf7}
body{margin:0;background:var(--paper);color:var(--ink);font-family:Georgia,"Times New Roman",serif;line-height:1.65}
header.site{display:flex;justify-content:space-between;align-items:center;padding:.75rem 1rem;border-bottom:1px solid #e4dfd6;font-family:system-ui,sans-serif}
header.site a{color:var(--ink);text-decoration:none;font-weight:700}
.full-top{margin-left:1rem;font-size:.85rem;text-align:right}
main{max-width:42rem;margin:0 auto;padding:1rem}
h1{font-size:1.9rem;line-height:1.25;margin:.5rem 0}
h2{font-size:1.45rem;margin:2rem 0 .6rem}
h3{font-size:1.2rem;margin:1.6rem 0 .5rem}
.topic{font-family:system-ui,sans-serif;text-transform:uppercase;letter-spacing:.06em;font-size:.8rem;color:var(--accent);text-decoration:none}
.meta{font-family:system-ui,sans-serif;color:var(--muted);font-size:.9rem}
.excerpt{font-size:1.15rem;color:var(--muted)}
figure{margin:1.5rem 0}
figcaption{font-family:system-ui,sans-serif;font-size:.85rem;color:var(--muted);margin-top:.4rem}
blockquote{margin:1.5rem 0;padding-left:1rem;border-left:3px solid var(--accent);font-style:italic}
cite{display:block;font-style:normal;font-family:system-ui,sans-serif;font-size:.9rem;color:var(--muted)}
.full{display:inline-block;margin:1rem 0;padding:.7rem 1.2rem;border-radius:999px;background:var(--ink);color:#fff;font-family:system-ui,sans-serif;font-weight:600;text-decoration:none}
.tags{font-family:system-ui,sans-serif;font-size:.9rem;color:var(--muted)}
.adult{margin:1.5rem 0;padding:1rem;border-top:4px solid var(--accent);background:#fff;font-family:system-ui,sans-serif}
footer{border-top:1px solid #e4dfd6;padding:1rem;text-align:center;font-family:system-ui,sans-serif;font-size:.85rem;color:var(--muted)}
`
  .trim()
  .replace(/\n/g, '');

export type AmpLabels = {
  siteName: string;
  home: string;
  /** "Read the full version" */
  fullVersion: string;
  by: string;
  tags: string;
  /** an adults-only article's AMP page has no text: AMP cannot ask the reader's age */
  adultOnly: string;
};

function ampImage(publicUrl: string, image: ImageSet, alt?: string): string {
  const source = imageSource(image, 'SIX_NINE');
  if (!source) return '';
  const srcset = source.srcSet
    .split(', ')
    .map((item) => {
      const [url, width] = item.split(' ');
      return `${absoluteUrl(publicUrl, url ?? '')} ${width}`;
    })
    .join(', ');
  return `<amp-img src="${esc(absoluteUrl(publicUrl, source.src))}" srcset="${esc(srcset)}" width="${source.width}" height="${source.height}" layout="responsive" alt="${esc(alt ?? image.alt)}"></amp-img>`;
}

/** One body block as AMP HTML; every text is escaped (the same blocks ArticleBody renders). */
export function ampBlock(publicUrl: string, block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${esc(block.text)}</p>`;
    case 'heading': {
      const tag = block.level === 2 ? 'h2' : 'h3';
      return `<${tag} id="${esc(block.anchor)}">${esc(block.text)}</${tag}>`;
    }
    case 'image':
      return `<figure>${ampImage(publicUrl, block.image)}${block.caption ? `<figcaption>${esc(block.caption)}</figcaption>` : ''}</figure>`;
    case 'quote':
      return `<blockquote><p>${esc(block.text)}</p>${block.cite ? `<cite>${esc(block.cite)}</cite>` : ''}</blockquote>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${esc(item)}</li>`).join('')}</${tag}>`;
    }
  }
}

/**
 * The AMP page of an article: a complete AMP HTML document (⚡, the boilerplate, the runtime,
 * no author JavaScript), pointing back to the article with rel=canonical and a "full version" link.
 */
export function ampArticleHtml(site: SiteInfo, article: ArticleDetail, labels: AmpLabels): string {
  const { publicUrl } = site;
  const canonical = absoluteUrl(publicUrl, article.url_meta.path);
  const home = article.language === 'en' ? '/en' : '/';
  const blocks = Array.isArray(article.content) ? article.content : [];
  const jsonLd = serializeJsonLd([
    newsArticleLd(site, article),
    articleBreadcrumbLd(site, article, labels.home),
  ]);
  const authors = article.authors.map((author) => esc(author.name)).join(', ');
  const topic = article.topic
    ? `<a class="topic" href="${esc(absoluteUrl(publicUrl, sectionPath('topic', article.language, article.topic.slug)))}">${esc(article.topic.name)}</a>`
    : '';
  const fullVersion = `<a class="full" href="${esc(canonical)}" data-full-version>${esc(labels.fullVersion)}</a>`;
  const tags =
    article.tags.length > 0
      ? `<p class="tags">${esc(labels.tags)}: ${article.tags.map((tag) => esc(tag.name)).join(', ')}</p>`
      : '';
  return [
    '<!doctype html>',
    `<html ⚡ lang="${article.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<script async src="https://cdn.ampproject.org/v0.js"></script>',
    `<title>${esc(article.seo.title || article.title)} · ${esc(labels.siteName)}</title>`,
    `<link rel="canonical" href="${esc(canonical)}">`,
    '<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">',
    `<meta name="description" content="${esc(article.seo.description || article.excerpt)}">`,
    `<script type="application/ld+json">${jsonLd}</script>`,
    BOILERPLATE,
    `<style amp-custom>${AMP_CSS}</style>`,
    '</head>',
    '<body>',
    `<header class="site"><a href="${esc(absoluteUrl(publicUrl, home))}">${esc(labels.siteName)}</a>${fullVersion.replace('class="full"', 'class="full-top"')}</header>`,
    '<main>',
    `<article lang="${article.language}">`,
    topic,
    `<h1>${esc(article.title)}</h1>`,
    `<p class="meta">${authors ? `${esc(labels.by)} ${authors} · ` : ''}<time datetime="${esc(article.publishedAt)}">${esc(formatAbsoluteDate(new Date(article.publishedAt), article.language))}</time></p>`,
    article.excerpt ? `<p class="excerpt">${esc(article.excerpt)}</p>` : '',
    `<figure>${ampImage(publicUrl, article.images)}</figure>`,
    ...(article.adultOnly
      ? [`<p class="adult">${esc(labels.adultOnly)}</p>`]
      : blocks.map((block) => ampBlock(publicUrl, block))),
    tags,
    fullVersion,
    '</article>',
    '</main>',
    `<footer>${esc(labels.siteName)}</footer>`,
    '</body>',
    '</html>',
  ].join('\n');
}
