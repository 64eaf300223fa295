import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCache } from './page-cache.mjs';
import type { RenderLimit } from './render-limit.mjs';

export const SERVER_TIMEOUTS: { requestTimeout: number; headersTimeout: number; keepAliveTimeout: number };
export function appendSingleValuedOnce(res: ServerResponse): void;
export function keepErrorsPrivate(res: ServerResponse): void;
export function siteHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  pages?: PageCache,
  admit?: RenderLimit,
): (req: IncomingMessage, res: ServerResponse) => void;
