CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"academic_year" text NOT NULL,
	"admissions_open" boolean NOT NULL,
	"intake_d_pharm" integer NOT NULL,
	"intake_b_pharm" integer NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"address_mr" text DEFAULT '' NOT NULL,
	"admissions_video_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
