import type { ServerResponse } from 'node:http';

export function heroPreloadLink(body: Buffer): string | null;
export function addPreloadLink(res: ServerResponse, link: string): void;
