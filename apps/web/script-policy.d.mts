import type { IncomingMessage, ServerResponse } from 'node:http';

export function inlineScriptHashes(html: string): string[];
export function scriptSources(html: string): string[];
export function scriptDirectives(hashes: string[]): string;
export type HashesFor = (body: Buffer, etag: unknown) => string[];
export function createHashCache(maxEntries?: number): HashesFor;
export function holdHtmlForScriptPolicy(
  req: IncomingMessage,
  res: ServerResponse,
  hashesFor: HashesFor,
  options?: {
    onSend?: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;
    rewrite?: (body: Buffer, req: IncomingMessage, res: ServerResponse) => Buffer;
  },
): void;
