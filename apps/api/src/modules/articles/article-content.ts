import type { Block } from '@magazine/contracts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** The body as HTML for clients that did not ask for blocks. Every text is escaped: no markup comes from data. */
export function renderBlocksToHtml(blocks: Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p>${escapeHtml(block.text)}</p>`;
        case 'heading':
          return `<h${block.level} id="${escapeHtml(block.anchor)}">${escapeHtml(block.text)}</h${block.level}>`;
        case 'image': {
          const src = Object.values(block.image.sizes)[0] ?? '';
          return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(block.image.alt)}"><figcaption>${escapeHtml(block.caption)}</figcaption></figure>`;
        }
        case 'quote':
          return `<blockquote><p>${escapeHtml(block.text)}</p><cite>${escapeHtml(block.cite)}</cite></blockquote>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          return `<${tag}>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;
        }
        default:
          return '';
      }
    })
    .join('\n');
}
