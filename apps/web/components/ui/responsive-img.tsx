import type { ImageSource } from '@/lib/image-source';

type Props = {
  /** without `src` (a card's props, CardImage): the srcset's first file */
  source: Omit<ImageSource, 'src'> & { src?: string };
  alt: string;
  /** the `sizes` attribute: how wide the image is drawn at each viewport */
  sizes: string;
  /**
   * the page's largest image above the fold (an article's hero, a listing's lead card): loaded
   * eagerly, with high priority, and painted as soon as it is decoded rather than off the main
   * thread's schedule (`decoding="async"` let it wait behind the page's scripts: Lighthouse's LCP
   * counted that as render delay)
   */
  priority?: boolean;
  className?: string;
};

/**
 * The `<img>` of ResponsiveImage from a source already worked out: plain props, so the cards'
 * islands (components/article/card-view.tsx, components/media/media-card-view.tsx) render the
 * same element the server does. A card's source comes without its `src` (CardImage): the
 * srcset's first file, its smallest.
 */
export function ResponsiveImg({ source, alt, sizes, priority = false, className }: Props) {
  const img = (
    <img
      className={className}
      src={source.src ?? source.srcSet.slice(0, source.srcSet.indexOf(' '))}
      srcSet={source.srcSet}
      sizes={sizes}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!priority) return img;
  // React preloads every image that is not lazy, in the RSC payload too: the router's prefetch of
  // a page then downloaded its hero, and a reader scrolling the home page on a phone fetched 16
  // images never shown. In a <picture> React preloads nothing; the site's server sends this
  // page's own hero preload as a `Link` header instead (heroPreloadLink in hero-preload.mjs).
  // `display: contents` keeps the layout the image's own.
  return <picture style={{ display: 'contents' }}>{img}</picture>;
}
