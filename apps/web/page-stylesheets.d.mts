import type { IncomingMessage, ServerResponse } from 'node:http';

export type StylesheetInliner = (body: Buffer) => { body: Buffer; hrefs: string[] };
export function stylesheetsIn(staticDir: string): (href: string) => string | null;
export function createStylesheetInliner(read: (href: string) => string | null): StylesheetInliner;
export function withoutStylePreloads(
  header: string | number | undefined | null,
  hrefs: string[],
): string | null;
export function writeStylesheetsIn(
  inline: StylesheetInliner,
): (body: Buffer, req: IncomingMessage, res: ServerResponse) => Buffer;
