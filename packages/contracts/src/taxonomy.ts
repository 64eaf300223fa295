import { z } from 'zod';
import { ImageSet } from './images';
import type { Locale } from './locale';

export const VERTICALS = ['careers', 'food', 'radio', 'innovation', 'wellness'] as const;
export const Vertical = z.enum(VERTICALS);
export type Vertical = z.infer<typeof Vertical>;

export const Id = z.uuid();
export const Slug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const TopicRef = z.object({ _id: Id, slug: z.string(), name: z.string() });
export type TopicRef = z.infer<typeof TopicRef>;

export const Topic = TopicRef.extend({ description: z.string(), articleCount: z.number().int() });
export type Topic = z.infer<typeof Topic>;

export const TagRef = z.object({ _id: Id, slug: z.string(), name: z.string() });
export type TagRef = z.infer<typeof TagRef>;

export const AuthorRef = z.object({
  _id: Id,
  slug: z.string(),
  name: z.string(),
  avatar: ImageSet.nullable(),
});
export type AuthorRef = z.infer<typeof AuthorRef>;

export const SeriesRef = z.object({ _id: Id, slug: z.string(), title: z.string() });
export type SeriesRef = z.infer<typeof SeriesRef>;

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
