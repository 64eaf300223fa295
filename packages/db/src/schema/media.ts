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

export const podcastShows = pgTable(
  'podcast_shows',
  {
    id: uuid('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** iTunes tags of the show's feed */
    author: text('author').notNull().default(''),
    category: text('category').notNull().default('Society & Culture'),
    cover: jsonb('cover').$type<ImageSet>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('podcast_shows_language_slug_uq').on(t.language, t.slug)],
);

export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: uuid('id').primaryKey(),
    showId: uuid('show_id')
      .notNull()
      .references(() => podcastShows.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    cover: jsonb('cover').$type<ImageSet>().notNull(),
    audioUrl: text('audio_url').notNull(),
    /** the feed's <enclosure length> and type */
    audioBytes: integer('audio_bytes').notNull().default(0),
    audioType: varchar('audio_type', { length: 40 }).notNull().default('audio/mpeg'),
    durationSeconds: integer('duration_seconds').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('podcast_episodes_show_slug_uq').on(t.showId, t.slug),
    index('podcast_episodes_latest_idx').on(t.language, t.status, t.publishedAt.desc()),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    /** the same video in the other language shares it (its translation); null: none */
    translationGroupId: uuid('translation_group_id'),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: jsonb('thumbnail').$type<ImageSet>().notNull(),
    videoUrl: text('video_url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('videos_language_slug_uq').on(t.language, t.slug),
    index('videos_latest_idx').on(t.language, t.status, t.publishedAt.desc()),
    index('videos_translation_idx').on(t.translationGroupId),
  ],
);
