export const ADDRESS_NOTICES: Record<string, { ok: boolean; vi: string; en: string }>;
export function addressNoticeOf(url: string | undefined): string | null;
export function withAddressNotice(body: Buffer, code: string, locale: 'vi' | 'en'): Buffer;
