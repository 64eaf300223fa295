DROP INDEX "articles_latest_idx";--> statement-breakpoint
DROP INDEX "articles_topic_latest_idx";--> statement-breakpoint
DROP INDEX "articles_vertical_latest_idx";--> statement-breakpoint
DROP INDEX "articles_series_idx";--> statement-breakpoint
DROP INDEX "articles_pinned_idx";--> statement-breakpoint
DROP INDEX "articles_editor_pick_idx";--> statement-breakpoint
DROP INDEX "articles_featured_idx";--> statement-breakpoint
DROP INDEX "articles_popular_idx";--> statement-breakpoint
CREATE INDEX "articles_latest_idx" ON "articles" USING btree ("language","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('published', 'scheduled') and not is_redirect;--> statement-breakpoint
CREATE INDEX "articles_topic_latest_idx" ON "articles" USING btree ("topic_id","language","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('published', 'scheduled') and not is_redirect;--> statement-breakpoint
CREATE INDEX "articles_vertical_latest_idx" ON "articles" USING btree ("vertical","language","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('published', 'scheduled') and not is_redirect;--> statement-breakpoint
CREATE INDEX "articles_series_idx" ON "articles" USING btree ("series_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('published', 'scheduled') and not is_redirect;--> statement-breakpoint
CREATE INDEX "articles_pinned_idx" ON "articles" USING btree ("language","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."is_pinned" and status in ('published', 'scheduled') and not is_redirect;--> statement-breakpoint
CREATE INDEX "articles_editor_pick_idx" ON "articles" USING btree ("language","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."is_editor_pick" and status in ('published', 'scheduled') and not is_redirect;--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("language","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."is_featured" and status in ('published', 'scheduled') and not is_redirect;--> statement-breakpoint
CREATE INDEX "articles_popular_idx" ON "articles" USING btree ("language","view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('published', 'scheduled') and not is_redirect;