CREATE TABLE "search_entries" (
	"kind" text NOT NULL,
	"record_key" text NOT NULL,
	"title" text NOT NULL,
	"title_mr" text NOT NULL,
	"text" text NOT NULL,
	"text_mr" text NOT NULL,
	"path" text NOT NULL,
	"publish_at" timestamp with time zone,
	"expires_on" date,
	"terms" "tsvector" NOT NULL,
	"format" integer NOT NULL,
	CONSTRAINT "search_entries_kind_record_key_pk" PRIMARY KEY("kind","record_key")
);
--> statement-breakpoint
CREATE INDEX "search_entries_terms_idx" ON "search_entries" USING gin ("terms");