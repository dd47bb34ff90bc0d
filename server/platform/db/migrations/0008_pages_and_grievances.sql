CREATE TABLE "grievance_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievance_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grievance_id" uuid NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"by" text,
	"status" text,
	"note" text NOT NULL,
	"visible_to_complainant" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grievance_number" text NOT NULL,
	"status_token_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" in ('received', 'under-review', 'hearing-scheduled', 'resolved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_key" text NOT NULL,
	"title" text NOT NULL,
	"title_mr" text NOT NULL,
	"sections" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" text,
	"replaced_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_mr" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "grievance_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "grievance_updates" ADD CONSTRAINT "grievance_updates_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_key_pages_key_fk" FOREIGN KEY ("page_key") REFERENCES "public"."pages"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_updates_grievance_at_idx" ON "grievance_updates" USING btree ("grievance_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_number_idx" ON "grievances" USING btree ("grievance_number");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_status_token_idx" ON "grievances" USING btree ("status_token_hash");--> statement-breakpoint
CREATE INDEX "grievances_received_idx" ON "grievances" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "page_versions_key_replaced_idx" ON "page_versions" USING btree ("page_key","replaced_at");