CREATE TABLE "committees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"former_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "governing_body" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "governing_body_single_row_check" CHECK ("governing_body"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "committees_slug_idx" ON "committees" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "committees_sort_order_idx" ON "committees" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");