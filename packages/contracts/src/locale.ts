// Languages as plain values (the browser uses these; the zod enum is Language in language.ts).
export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A language as a request may name it: vi or en, or VN and EN as SPEC §9 writes them, in any
 * case. Undefined for anything else.
 */
export function readLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().toLowerCase();
  if (name === 'vi' || name === 'vn') return 'vi';
  if (name === 'en') return 'en';
  return undefined;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'vi' ? 'en' : 'vi';
}

/** Public path of an article: "/slug" in Vietnamese, "/en/slug" in English. */
export function articlePath(language: Locale, slug: string): string {
  return language === DEFAULT_LOCALE ? `/${slug}` : `/${language}/${slug}`;
}

/** A piece from the open-publishing programme (SPEC §2: /[lang]/open-publishing/[slug]). */
export function openPublishingPath(language: Locale, slug: string): string {
  return articlePath(language, `open-publishing/${slug}`);
}

/** Where an article is read: its own address, or the open-publishing one for an outside writer's piece. */
export function articleHref(language: Locale, slug: string, openPublishing: boolean): string {
  return openPublishing ? openPublishingPath(language, slug) : articlePath(language, slug);
}
