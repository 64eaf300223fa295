export function etagOf(body: Buffer): string;
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean;
