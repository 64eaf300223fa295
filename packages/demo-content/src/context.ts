import type { Locale } from '@magazine/contracts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

export interface SeedContext {
  seed: number;
  now: Date;
  articlesPerLanguage: number;
  log: (msg: string) => void;
}

/** When the demo magazine "opened": taxonomy rows are dated just before the oldest article. */
export function launchDate(ctx: SeedContext): Date {
  return new Date(ctx.now.getTime() - 430 * DAY_MS);
}

export function articlePath(lang: Locale, slug: string): string {
  return lang === 'vi' ? `/${slug}` : `/en/${slug}`;
}

/** Hands out slugs unique within one language, appending -2, -3… to repeats. */
export class SlugRegistry {
  private readonly taken = new Set<string>();
  private readonly nextSuffix = new Map<string, number>();

  claim(base: string): string {
    let n = this.nextSuffix.get(base) ?? 2;
    let slug = base;
    while (this.taken.has(slug)) slug = `${base}-${n++}`;
    this.nextSuffix.set(base, n);
    this.taken.add(slug);
    return slug;
  }
}
