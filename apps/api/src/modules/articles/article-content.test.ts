import { describe, expect, it } from 'vitest';
import { renderBlocksToHtml } from './article-content';

describe('renderBlocksToHtml', () => {
  it('renders each block kind', () => {
    const html = renderBlocksToHtml([
      { type: 'heading', level: 2, text: 'Phố đêm', anchor: 'pho-dem' },
      { type: 'paragraph', text: 'Một đoạn văn.' },
      { type: 'quote', text: 'Ăn để nhớ.', cite: 'Bà Tư' },
      { type: 'list', ordered: true, items: ['một', 'hai'] },
      {
        type: 'image',
        image: { alt: 'Chợ đêm', sizes: { SIX_NINE_375x211: '/media/pool/01/SIX_NINE_375x211.webp' } },
        caption: 'Chợ Bến Thành',
      },
    ]);
    expect(html).toContain('<h2 id="pho-dem">Phố đêm</h2>');
    expect(html).toContain('<p>Một đoạn văn.</p>');
    expect(html).toContain('<blockquote><p>Ăn để nhớ.</p><cite>Bà Tư</cite></blockquote>');
    expect(html).toContain('<ol><li>một</li><li>hai</li></ol>');
    expect(html).toContain('<img src="/media/pool/01/SIX_NINE_375x211.webp" alt="Chợ đêm">');
  });

  it('escapes every text, so stored content can never inject markup', () => {
    const html = renderBlocksToHtml([
      { type: 'paragraph', text: '<script>alert("x")</script> & more' },
      { type: 'heading', level: 3, text: 'a', anchor: '"><img src=x onerror=alert(1)>' },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('id="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });
});
