ALTER TABLE "committees" ADD COLUMN "name_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "committees" ADD COLUMN "description_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_mr" varchar(200) DEFAULT '' NOT NULL;