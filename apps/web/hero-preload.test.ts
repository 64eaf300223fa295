import { describe, expect, it } from 'vitest';
import { heroPreloadLink } from './hero-preload.mjs';

describe('heroPreloadLink', () => {
  const hero =
    '<picture style="display:contents"><img class="x" src="/media/a/536.webp" srcSet="/media/a/536.webp 536w, /media/a/1072.webp 1072w" sizes="(max-width: 829.98px) 100vw, 760px" width="1072" height="712" alt="Phở &amp; cà phê" loading="eager" fetchPriority="high"/></picture>';
  const lazy = '<img src="/media/b/536.webp" alt="" loading="lazy" decoding="async"/>';

  it('preloads the first high-priority image of the page, with its sources and sizes', () => {
    expect(
      heroPreloadLink(
        Buffer.from(`<html><body>${lazy}${hero}${hero.replaceAll('/a/', '/c/')}</body></html>`),
      ),
    ).toBe(
      '</media/a/536.webp>; rel=preload; as=image; fetchpriority=high; imagesrcset="/media/a/536.webp 536w, /media/a/1072.webp 1072w"; imagesizes="(max-width: 829.98px) 100vw, 760px"',
    );
  });

  it('preloads nothing on a page without one, or when the attribute is not an image’s', () => {
    expect(heroPreloadLink(Buffer.from(`<html><body>${lazy}</body></html>`))).toBeNull();
    expect(heroPreloadLink(Buffer.from('<p>fetchPriority="high"</p>'))).toBeNull();
    expect(heroPreloadLink(Buffer.from('<img alt="x" fetchPriority="high"/>'))).toBeNull();
  });

  it('leaves out a source a header cannot carry', () => {
    expect(heroPreloadLink(Buffer.from('<img src="/media/ảnh.webp" fetchPriority="high"/>'))).toBeNull();
  });
});
