ALTER TABLE "writer_submissions" ADD COLUMN "status" varchar(10) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_submissions" ADD COLUMN "editor_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_submissions" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "writer_submissions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "writer_submissions" ADD CONSTRAINT "writer_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "writer_submissions_status_idx" ON "writer_submissions" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "writer_submissions" ADD CONSTRAINT "writer_submissions_status_ck" CHECK ("writer_submissions"."status" in ('new', 'accepted', 'declined'));