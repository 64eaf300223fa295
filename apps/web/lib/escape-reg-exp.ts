/** `text` as a piece of a regular expression that matches it literally (`is18+`, `/topic/`). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
