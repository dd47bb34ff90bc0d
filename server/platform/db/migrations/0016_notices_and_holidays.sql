CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"name_mr" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_mr" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_mr" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"file" text DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"expires_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "notices_category_check" CHECK ("notices"."category" in ('academic', 'examination', 'admission', 'scholarship', 'holiday', 'general')),
	CONSTRAINT "notices_status_check" CHECK ("notices"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "notices_public_order_idx" ON "notices" USING btree ("pinned","published_at");--> statement-breakpoint
CREATE INDEX "notices_publish_at_idx" ON "notices" USING btree ("publish_at");