-- One applicant a year instead of one application an email: brothers and sisters may share a
-- parent's email. The index this replaces was stricter (one row an email), so every stored row
-- already keeps the new rule: no rows need changing.
DROP INDEX "admissions_email_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_applicant_year_idx" ON "admission_applications" USING btree (lower("email"),lower(regexp_replace("name", '[[:space:].]', '', 'g')),"academic_year");