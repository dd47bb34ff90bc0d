ALTER TABLE "admission_applications" ADD COLUMN "receipt_token_hash" text;--> statement-breakpoint
-- Written by hand: each receipt link's secret is kept only as its sha256 (hex, of its text), like
-- the grievances' status links; the links families already hold keep working.
UPDATE "admission_applications" SET "receipt_token_hash" = encode(sha256(convert_to("receipt_token", 'UTF8')), 'hex');--> statement-breakpoint
DROP INDEX "admissions_receipt_token_idx";--> statement-breakpoint
ALTER TABLE "admission_applications" ALTER COLUMN "receipt_token_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_receipt_token_hash_idx" ON "admission_applications" USING btree ("receipt_token_hash");--> statement-breakpoint
ALTER TABLE "admission_applications" DROP COLUMN "receipt_token";
