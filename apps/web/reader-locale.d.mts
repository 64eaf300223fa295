export function readerLocale(url: string | undefined): 'en' | 'vi';
