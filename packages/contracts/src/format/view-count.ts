import type { Locale } from '../locale';

const UNITS: Record<Locale, readonly string[]> = {
  en: ['', 'k', 'M', 'B'],
  vi: ['', 'N', 'Tr', 'T'],
};

/**
 * 999 → "999", 1 000 → "1k", 1 540 → "1.5k", 999 950 → "1M" (a value that rounds up to 1000
 * of one unit moves to the next), 2 300 000 → "2.3M"; in Vietnamese "1,5N", "2,3Tr", "1T".
 */
export function formatViewCount(count: number, locale: Locale): string {
  const units = UNITS[locale];
  const value = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  if (value < 1000) return String(value);
  let unit = 0;
  let scaled = value;
  while (unit < units.length - 1 && Math.round(scaled * 10) / 10 >= 1000) {
    scaled /= 1000;
    unit += 1;
  }
  const rounded = Math.round(scaled * 10) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return `${locale === 'vi' ? text.replace('.', ',') : text}${units[unit]}`;
}
