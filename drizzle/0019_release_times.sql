-- Results no longer show how many people completed but wait for a release (a count that moved
-- with each completion): the counter kept for it, and its triggers, go (decision 0026).
DROP TRIGGER IF EXISTS "participations_count_insert" ON "participations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "participations_count_update" ON "participations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "participations_count_delete" ON "participations";--> statement-breakpoint
DROP FUNCTION IF EXISTS "count_completions"();--> statement-breakpoint
DROP TABLE "completion_counts" CASCADE;--> statement-breakpoint
-- The last fixed release time the release job acted on for each assessment.
ALTER TABLE "assessments" ADD COLUMN "release_checked_at" timestamp with time zone;
