import type { HighlightRange } from '@magazine/contracts';
import { splitByRanges } from '@/lib/search';

/** A text with the reader's words in <mark>. */
export function Highlighted({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  return (
    <>
      {splitByRanges(text, ranges).map((part) =>
        part.marked ? <mark key={part.start}>{part.text}</mark> : <span key={part.start}>{part.text}</span>,
      )}
    </>
  );
}
