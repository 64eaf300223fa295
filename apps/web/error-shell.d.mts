export function isErrorShell(body: Buffer): boolean;
export function isNotFoundShell(body: Buffer): boolean;
export function withNotFoundText(body: Buffer, locale: 'vi' | 'en'): Buffer;
