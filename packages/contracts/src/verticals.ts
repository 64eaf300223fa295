import type { Locale } from './locale';

// The five verticals and their category paths, as plain values the browser can use (the zod enum
// is Vertical in taxonomy.ts).

export const VERTICALS = ['careers', 'food', 'radio', 'innovation', 'wellness'] as const;
type Vertical = (typeof VERTICALS)[number];

/** The verticals' category paths: `/chuyen-muc/am-thuc` and `/en/category/food`. */
export const VERTICAL_SLUGS: Record<Vertical, Record<Locale, string>> = {
  careers: { vi: 'viec-lam', en: 'careers' },
  food: { vi: 'am-thuc', en: 'food' },
  radio: { vi: 'radio', en: 'radio' },
  innovation: { vi: 'doi-moi', en: 'innovation' },
  wellness: { vi: 'song-khoe', en: 'wellness' },
};

export function verticalSlug(vertical: Vertical, locale: Locale): string {
  return VERTICAL_SLUGS[vertical][locale];
}

export function verticalBySlug(slug: string, locale: Locale): Vertical | null {
  return VERTICALS.find((vertical) => VERTICAL_SLUGS[vertical][locale] === slug) ?? null;
}
