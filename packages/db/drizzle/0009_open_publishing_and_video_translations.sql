ALTER TABLE "articles" ADD COLUMN "open_publishing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "translation_group_id" uuid;--> statement-breakpoint
CREATE INDEX "videos_translation_idx" ON "videos" USING btree ("translation_group_id");