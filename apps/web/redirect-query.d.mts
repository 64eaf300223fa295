import type { IncomingMessage, ServerResponse } from 'node:http';

export function carryQuery(location: unknown, requestUrl: string | undefined): unknown;
export function keepQueryOnRedirects(req: IncomingMessage, res: ServerResponse): void;
