CREATE TABLE "page_drafts" (
	"page_key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_mr" text NOT NULL,
	"sections" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" text NOT NULL,
	"publish_at" timestamp with time zone,
	"scheduled_by" text
);
--> statement-breakpoint
ALTER TABLE "page_drafts" ADD CONSTRAINT "page_drafts_page_key_pages_key_fk" FOREIGN KEY ("page_key") REFERENCES "public"."pages"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_drafts_publish_at_idx" ON "page_drafts" USING btree ("publish_at");