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

/** For pages with no data: prerendered at build in both languages. */
export function localeStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}
