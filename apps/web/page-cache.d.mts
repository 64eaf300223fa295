import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const PAGE_CACHE: { FRESH_MS: number; STALE_MS: number; MAX_BYTES: number };
export function pageCacheKey(req: IncomingMessage): string | null;
export function isSharedPage(status: number, headers: OutgoingHttpHeaders): boolean;
export interface PageCache {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  store(req: IncomingMessage, res: ServerResponse, body: Buffer): void;
  stats(): { entries: number; bytes: number };
}
export function createPageCache(options?: {
  freshMs?: number;
  staleMs?: number;
  maxBytes?: number;
  now?: () => number;
}): PageCache;
