CREATE TABLE "article_daily_views" (
	"article_id" uuid NOT NULL,
	"day" date NOT NULL,
	"language" varchar(2) NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_daily_views_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "article_view_marks" (
	"article_id" uuid NOT NULL,
	"reader_key" varchar(128) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_view_marks_article_id_reader_key_pk" PRIMARY KEY("article_id","reader_key")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" varchar(16) NOT NULL,
	"ref_id" uuid NOT NULL,
	"language" varchar(2) NOT NULL,
	"topic_id" uuid,
	"published_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"tags_text" text DEFAULT '' NOT NULL,
	"authors_text" text DEFAULT '' NOT NULL,
	"plain_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, f_unaccent(title)), 'A') || setweight(to_tsvector('simple'::regconfig, f_unaccent(excerpt)), 'B') || setweight(to_tsvector('simple'::regconfig, f_unaccent(body_text)), 'C') || setweight(to_tsvector('simple'::regconfig, f_unaccent(tags_text || ' ' || authors_text)), 'D')) STORED,
	"exact_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || excerpt || ' ' || tags_text)) STORED,
	"title_plain" text GENERATED ALWAYS AS (lower(f_unaccent(title))) STORED,
	CONSTRAINT "search_documents_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "writer_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"fullname" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"topic" text NOT NULL,
	"pitch" text NOT NULL,
	"portfolio_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "preview_pin_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "preview_key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "audio_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "audio_type" varchar(40) DEFAULT 'audio/mpeg' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_shows" ADD COLUMN "author" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_shows" ADD COLUMN "category" text DEFAULT 'Society & Culture' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_daily_views" ADD CONSTRAINT "article_daily_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_view_marks" ADD CONSTRAINT "article_view_marks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_daily_views_top_idx" ON "article_daily_views" USING btree ("language","day","views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_view_marks_counted_idx" ON "article_view_marks" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "search_documents_plain_idx" ON "search_documents" USING gin ("plain_vector");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title_plain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_language_idx" ON "search_documents" USING btree ("language","published_at" DESC NULLS LAST);