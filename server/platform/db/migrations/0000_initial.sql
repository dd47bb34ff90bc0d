CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"education" text NOT NULL,
	"tenth_percentage" numeric(5, 2) NOT NULL,
	"tenth_passing_year" integer NOT NULL,
	"tenth_school_name" text NOT NULL,
	"twelfth_percentage" numeric(5, 2) NOT NULL,
	"twelfth_passing_year" integer NOT NULL,
	"twelfth_college_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"application_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admissions_status_check" CHECK ("admission_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faculty" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"sr_no" integer NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"qualification" text NOT NULL,
	"experience" text NOT NULL,
	"date_of_joining" date NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"department" text DEFAULT 'bpharm' NOT NULL,
	CONSTRAINT "faculty_department_check" CHECK ("faculty"."department" in ('bpharm', 'dpharm'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"section" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_section_check" CHECK ("images"."section" in ('gallery', 'events', 'campus', 'laboratories', 'library'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"expiry_date" date NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "non_teaching_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"sr_no" integer NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"qualification" text NOT NULL,
	"experience" text NOT NULL,
	"date_of_joining" date NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"batch" text NOT NULL,
	"quote" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_lower_idx" ON "admins" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_email_lower_idx" ON "admission_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "admissions_application_date_idx" ON "admission_applications" USING btree ("application_date");--> statement-breakpoint
CREATE INDEX "attempts_bucket_key_created_idx" ON "attempts" USING btree ("bucket","key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "faculty_public_id_idx" ON "faculty" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "faculty_sr_no_idx" ON "faculty" USING btree ("sr_no");--> statement-breakpoint
CREATE INDEX "images_section_created_idx" ON "images" USING btree ("section","created_at");--> statement-breakpoint
CREATE INDEX "news_posted_at_idx" ON "news" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_public_id_idx" ON "non_teaching_staff" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "staff_sr_no_idx" ON "non_teaching_staff" USING btree ("sr_no");