import {
  type HighlightRange,
  LIST_PAGE_MAX,
  type Locale,
  normalizeSearchQuery,
  SEARCH_KINDS,
  type SearchKind,
  SLUG_PATTERN,
} from '@magazine/contracts';
import { firstParam } from './listing';
import { publicPath } from './routing/public-path';

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** What the search page was asked for; anything malformed in the address is dropped, never an error. */
export interface SearchRequest {
  q: string;
  type?: SearchKind;
  topic?: string;
  page: number;
}

export function parseSearchParams(params: RawSearchParams): SearchRequest {
  const q = normalizeSearchQuery(firstParam(params.q) ?? '');
  const type = firstParam(params.type);
  const topic = firstParam(params.topic);
  const page = Number(firstParam(params.page));
  return {
    q,
    type: (SEARCH_KINDS as readonly string[]).includes(type ?? '') ? (type as SearchKind) : undefined,
    topic: topic && SLUG_PATTERN.test(topic) ? topic : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= LIST_PAGE_MAX ? page : 1,
  };
}

/**
 * What the search page shows besides its results: nothing asked yet (`prompt`: the most read
 * today follow), nothing found (`noResults`: the editors' recommendations follow), a page past the
 * last one (`pastEnd`), or `results`.
 */
export type SearchOutcome = 'prompt' | 'noResults' | 'pastEnd' | 'results';

export function searchOutcome(
  request: SearchRequest,
  result: { docs: unknown[]; total: number } | null,
): SearchOutcome {
  if (!result) return 'prompt';
  if (result.docs.length > 0) return 'results';
  return request.page > 1 && result.total > 0 ? 'pastEnd' : 'noResults';
}

/** The search page's address for a request: `/tim-kiem?q=…` or `/en/search?q=…`, page 1 left out. */
export function searchHref(locale: Locale, request: Partial<SearchRequest>): string {
  const query = new URLSearchParams();
  if (request.q) query.set('q', request.q);
  if (request.type) query.set('type', request.type);
  if (request.topic) query.set('topic', request.topic);
  if (request.page && request.page > 1) query.set('page', String(request.page));
  const qs = query.toString();
  return `${publicPath('/search', locale)}${qs ? `?${qs}` : ''}`;
}

export type TextPart = { text: string; marked: boolean; start: number };

/** A text cut at highlight ranges, for <mark>; ranges out of order or out of bounds are ignored. */
export function splitByRanges(text: string, ranges: HighlightRange[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false, start: at });
    parts.push({ text: text.slice(start, end), marked: true, start });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false, start: at });
  return parts;
}
