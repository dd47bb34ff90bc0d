ALTER TABLE "site_settings" ADD COLUMN "privacy_officer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_officer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_officer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_response_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
-- Until the clerk names a privacy officer, the office's own email and phone answer for them.
UPDATE "site_settings" SET "privacy_officer_email" = "email", "privacy_officer_phone" = "phone";
