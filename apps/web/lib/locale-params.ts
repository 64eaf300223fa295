import type { Locale } from '@magazine/contracts';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';

export type LocaleParams = Promise<{ locale: string }>;

/** Validates the [locale] segment and enables static rendering for it (next-intl). */
export async function resolveLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * The same for generateMetadata, which must not throw notFound(): an error thrown there
 * escapes the localized not-found boundary and yields a bare error shell.
 */
export async function metadataLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  const safe = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  setRequestLocale(safe);
  return safe;
}

/** For pages with no data: prerendered at build in both languages. */
export function localeStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}
