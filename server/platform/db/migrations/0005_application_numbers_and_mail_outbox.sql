CREATE TABLE "application_number_counters" (
	"first_year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "application_number" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "academic_year" text;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "receipt_token" text;--> statement-breakpoint
-- Written by hand: applications made before numbering get the site's academic year (or, on a
-- database that has no settings yet, the June-to-May year of their date), a number in the order
-- they arrived, and a receipt token of 32 random bytes in base64url, like new ones.
UPDATE "admission_applications" SET "academic_year" = COALESCE(
  (SELECT "academic_year" FROM "site_settings" WHERE "id" = 1),
  CASE WHEN extract(month FROM "application_date" AT TIME ZONE 'Asia/Kolkata') >= 6
    THEN extract(year FROM "application_date" AT TIME ZONE 'Asia/Kolkata')::int || '-' || (extract(year FROM "application_date" AT TIME ZONE 'Asia/Kolkata')::int + 1)
    ELSE (extract(year FROM "application_date" AT TIME ZONE 'Asia/Kolkata')::int - 1) || '-' || extract(year FROM "application_date" AT TIME ZONE 'Asia/Kolkata')::int
  END
);--> statement-breakpoint
UPDATE "admission_applications" AS "a" SET
  "application_number" = 'GIP-' || left("a"."academic_year", 4) || '-' || lpad("n"."serial"::text, 5, '0'),
  "receipt_token" = translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_')
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "academic_year" ORDER BY "application_date", "id") AS "serial"
  FROM "admission_applications"
) AS "n"
WHERE "a"."id" = "n"."id";--> statement-breakpoint
INSERT INTO "application_number_counters" ("first_year", "last_number")
  SELECT left("academic_year", 4)::int, count(*) FROM "admission_applications" GROUP BY left("academic_year", 4);--> statement-breakpoint
ALTER TABLE "admission_applications" ALTER COLUMN "application_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ALTER COLUMN "academic_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ALTER COLUMN "receipt_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "programme" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."abandoned_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_application_number_idx" ON "admission_applications" USING btree ("application_number");--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_receipt_token_idx" ON "admission_applications" USING btree ("receipt_token");--> statement-breakpoint
CREATE INDEX "admissions_academic_year_idx" ON "admission_applications" USING btree ("academic_year");--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admissions_programme_check" CHECK ("admission_applications"."programme" in ('dpharm', 'bpharm'));