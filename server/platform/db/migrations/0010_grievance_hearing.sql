ALTER TABLE "grievance_updates" ADD COLUMN "hearing_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "grievance_updates" ADD COLUMN "hearing_place" text;--> statement-breakpoint
ALTER TABLE "grievance_updates" ADD CONSTRAINT "grievance_updates_hearing_check" CHECK (("grievance_updates"."hearing_at" is null) = ("grievance_updates"."hearing_place" is null));