CREATE TABLE "admission_receipts" (
	"application_id" uuid NOT NULL,
	"language" text NOT NULL,
	"drawn_from" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_receipts_application_id_language_pk" PRIMARY KEY("application_id","language")
);
--> statement-breakpoint
ALTER TABLE "admission_receipts" ADD CONSTRAINT "admission_receipts_application_id_admission_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."admission_applications"("id") ON DELETE cascade ON UPDATE no action;