CREATE TABLE "newsletter_sends" (
	"user_id" uuid NOT NULL,
	"edition" varchar(40) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_sends_user_id_edition_pk" PRIMARY KEY("user_id","edition")
);
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_sends_sent_idx" ON "newsletter_sends" USING btree ("sent_at");