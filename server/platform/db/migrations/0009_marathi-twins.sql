ALTER TABLE "events" ADD COLUMN "description_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "designation_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "experience_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "caption_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "non_teaching_staff" ADD COLUMN "designation_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "non_teaching_staff" ADD COLUMN "experience_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "batch_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "quote_mr" text DEFAULT '' NOT NULL;