import type { IncomingMessage, ServerResponse } from 'node:http';

export function decodablePath(url: string | undefined): string | null;
export function localeOf(req: IncomingMessage): 'vi' | 'en';
export function guard(req: IncomingMessage, res: ServerResponse): boolean;
export function refuseUndecodableForm(req: IncomingMessage, res: ServerResponse): void;
