import { z } from 'zod';
import { ImageSet } from './images';
import { VERTICALS } from './verticals';

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
