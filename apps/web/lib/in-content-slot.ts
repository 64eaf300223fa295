/** Fewer blocks than this: the body is short, and the in-content links follow it. */
export const IN_CONTENT_MIN_BLOCKS = 4;

/**
 * Where the in-content links ("Đọc thêm") go in an article's body: after the first paragraph of
 * its second half that a heading, a picture, a quote or another paragraph follows (not a list,
 * which the paragraph may introduce), so they break the text between two of its parts. The
 * answer is how many blocks come before them; the body's length puts them after it.
 */
export function inContentSlot(blocks: readonly { type: string }[]): number {
  if (blocks.length < IN_CONTENT_MIN_BLOCKS) return blocks.length;
  // never after the last block: that is the same as after the body
  for (let index = Math.floor(blocks.length / 2); index < blocks.length - 1; index++) {
    if (blocks[index]?.type === 'paragraph' && blocks[index + 1]?.type !== 'list') return index + 1;
  }
  return blocks.length;
}
