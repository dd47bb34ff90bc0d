CREATE TABLE "number_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "number_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
-- The grievances' counters carry on in the shared table, so numbers already given are never given again.
INSERT INTO "number_counters" ("series", "year", "last_number") SELECT 'GRV', "year", "last_number" FROM "grievance_number_counters";
--> statement-breakpoint
DROP TABLE "grievance_number_counters" CASCADE;
