import type { ImageSet } from '@magazine/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Topics, series and authors are one entity across both languages (members follow them once),
// so their names carry both languages side by side. Tags are free words and belong to one language.

export const topics = pgTable('topics', {
  id: uuid('id').primaryKey(),
  slugVi: varchar('slug_vi', { length: 200 }).notNull().unique(),
  slugEn: varchar('slug_en', { length: 200 }).notNull().unique(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionVi: text('description_vi').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_language_slug_uq').on(t.language, t.slug)],
);

export const series = pgTable('series', {
  id: uuid('id').primaryKey(),
  slugVi: varchar('slug_vi', { length: 200 }).notNull().unique(),
  slugEn: varchar('slug_en', { length: 200 }).notNull().unique(),
  titleVi: text('title_vi').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionVi: text('description_vi').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  cover: jsonb('cover').$type<ImageSet>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authors = pgTable(
  'authors',
  {
    id: uuid('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    name: text('name').notNull(),
    role: varchar('role', { length: 20 }).notNull().default('writer'),
    bioVi: text('bio_vi').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    avatar: jsonb('avatar').$type<ImageSet>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('authors_name_idx').on(t.name)],
);
