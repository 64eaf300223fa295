import type { ServerResponse } from 'node:http';

export function withPlainSeparator<T>(line: T): T;
export function plainTokenSeparator(res: ServerResponse): void;
