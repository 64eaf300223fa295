CREATE TABLE "event_editions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_ticket_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"edition_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"total_vnd" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"status" varchar(10) DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_ticket_orders_quantity_ck" CHECK ("event_ticket_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_ticket_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"edition_id" uuid NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"price_vnd" integer NOT NULL,
	"valid_on" date,
	"capacity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_ticket_types_price_ck" CHECK ("event_ticket_types"."price_vnd" >= 0),
	CONSTRAINT "event_ticket_types_capacity_ck" CHECK ("event_ticket_types"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_vote_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"edition_id" uuid NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_votes" (
	"edition_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_votes_edition_id_user_id_pk" PRIMARY KEY("edition_id","user_id")
);
--> statement-breakpoint
-- Events written before editions existed: each becomes an edition of its own (same id).
ALTER TABLE "events" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
INSERT INTO "event_editions" ("id", "created_at") SELECT "id", "created_at" FROM "events";--> statement-breakpoint
UPDATE "events" SET "edition_id" = "id";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "edition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "event_ticket_orders" ADD CONSTRAINT "event_ticket_orders_edition_id_event_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."event_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_orders" ADD CONSTRAINT "event_ticket_orders_ticket_type_id_event_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_orders" ADD CONSTRAINT "event_ticket_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_edition_id_event_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."event_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_vote_options" ADD CONSTRAINT "event_vote_options_edition_id_event_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."event_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_votes" ADD CONSTRAINT "event_votes_edition_id_event_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."event_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_votes" ADD CONSTRAINT "event_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_votes" ADD CONSTRAINT "event_votes_option_id_event_vote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."event_vote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_ticket_orders_code_uq" ON "event_ticket_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "event_ticket_orders_type_idx" ON "event_ticket_orders" USING btree ("ticket_type_id","status");--> statement-breakpoint
CREATE INDEX "event_ticket_orders_user_idx" ON "event_ticket_orders" USING btree ("user_id","edition_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_ticket_types_edition_idx" ON "event_ticket_types" USING btree ("edition_id","position");--> statement-breakpoint
CREATE INDEX "event_vote_options_edition_idx" ON "event_vote_options" USING btree ("edition_id","position");--> statement-breakpoint
CREATE INDEX "event_votes_option_idx" ON "event_votes" USING btree ("option_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_edition_id_event_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."event_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_edition_language_uq" ON "events" USING btree ("edition_id","language");