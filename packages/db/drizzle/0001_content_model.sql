CREATE TABLE "article_authors" (
	"article_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_authors_article_id_author_id_pk" PRIMARY KEY("article_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"translation_group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"seo" jsonb NOT NULL,
	"url_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_redirect" boolean DEFAULT false NOT NULL,
	"redirect_to" text,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_editor_pick" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"reading_time_minutes" smallint DEFAULT 1 NOT NULL,
	"topic_id" uuid,
	"series_id" uuid,
	"vertical" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_language_ck" CHECK ("articles"."language" in ('vi', 'en')),
	CONSTRAINT "articles_status_ck" CHECK ("articles"."status" in ('draft', 'scheduled', 'published')),
	CONSTRAINT "articles_vertical_ck" CHECK ("articles"."vertical" is null or "articles"."vertical" in ('careers', 'food', 'radio', 'innovation', 'wellness')),
	CONSTRAINT "articles_redirect_ck" CHECK (not "articles"."is_redirect" or "articles"."redirect_to" is not null)
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_items_collection_id_article_id_pk" PRIMARY KEY("collection_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"venue" text NOT NULL,
	"city" text NOT NULL,
	"cover" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_dates_ck" CHECK ("events"."end_at" >= "events"."start_at")
);
--> statement-breakpoint
CREATE TABLE "podcast_episodes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"show_id" uuid NOT NULL,
	"language" varchar(2) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" jsonb NOT NULL,
	"audio_url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_shows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"video_url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" text NOT NULL,
	"role" varchar(20) DEFAULT 'writer' NOT NULL,
	"bio_vi" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"avatar" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug_vi" varchar(200) NOT NULL,
	"slug_en" varchar(200) NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"cover" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_slug_vi_unique" UNIQUE("slug_vi"),
	CONSTRAINT "series_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug_vi" varchar(200) NOT NULL,
	"slug_en" varchar(200) NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_slug_vi_unique" UNIQUE("slug_vi"),
	CONSTRAINT "topics_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
ALTER TABLE "article_authors" ADD CONSTRAINT "article_authors_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_authors" ADD CONSTRAINT "article_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_show_id_podcast_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."podcast_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_authors_author_idx" ON "article_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_language_slug_uq" ON "articles" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_translation_uq" ON "articles" USING btree ("translation_group_id","language");--> statement-breakpoint
CREATE INDEX "articles_latest_idx" ON "articles" USING btree ("language","published_at" DESC NULLS LAST) WHERE status in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "articles_topic_latest_idx" ON "articles" USING btree ("topic_id","language","published_at" DESC NULLS LAST) WHERE status in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "articles_vertical_latest_idx" ON "articles" USING btree ("vertical","language","published_at" DESC NULLS LAST) WHERE status in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "articles_series_idx" ON "articles" USING btree ("series_id","published_at" DESC NULLS LAST) WHERE status in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "articles_pinned_idx" ON "articles" USING btree ("language","published_at" DESC NULLS LAST) WHERE "articles"."is_pinned" and status in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "articles_editor_pick_idx" ON "articles" USING btree ("language","published_at" DESC NULLS LAST) WHERE "articles"."is_editor_pick" and status in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("language","published_at" DESC NULLS LAST) WHERE "articles"."is_featured" and status in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "articles_popular_idx" ON "articles" USING btree ("language","view_count" DESC NULLS LAST) WHERE status in ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "collection_items_article_idx" ON "collection_items" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_language_slug_uq" ON "collections" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "events_language_slug_uq" ON "events" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("language","status","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_episodes_show_slug_uq" ON "podcast_episodes" USING btree ("show_id","slug");--> statement-breakpoint
CREATE INDEX "podcast_episodes_latest_idx" ON "podcast_episodes" USING btree ("language","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_shows_language_slug_uq" ON "podcast_shows" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_language_slug_uq" ON "videos" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "videos_latest_idx" ON "videos" USING btree ("language","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "authors_name_idx" ON "authors" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_language_slug_uq" ON "tags" USING btree ("language","slug");