CREATE TABLE "privacy_request_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"by" text,
	"status" text,
	"note" text NOT NULL,
	"visible_to_requester" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" text NOT NULL,
	"status_token_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"kind" text NOT NULL,
	"details" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"language" text DEFAULT 'en' NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" in ('received', 'in-progress', 'completed', 'rejected')),
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('access', 'correction', 'erasure', 'withdraw-consent', 'nominate', 'complaint'))
);
--> statement-breakpoint
DROP INDEX "admissions_applicant_year_idx";--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "privacy_notice_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_applications" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "privacy_notice_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_request_updates" ADD CONSTRAINT "privacy_request_updates_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_request_updates_request_at_idx" ON "privacy_request_updates" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_number_idx" ON "privacy_requests" USING btree ("request_number");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_status_token_idx" ON "privacy_requests" USING btree ("status_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_confirm_token_idx" ON "privacy_requests" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "privacy_requests_received_idx" ON "privacy_requests" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_applicant_year_idx" ON "admission_applications" USING btree (lower("email"),lower(regexp_replace("name", '[[:space:].]', '', 'g')),"academic_year") WHERE "admission_applications"."erased_at" is null;