ALTER TABLE "faculty" ADD COLUMN "qualification_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "non_teaching_staff" ADD COLUMN "qualification_mr" text DEFAULT '' NOT NULL;