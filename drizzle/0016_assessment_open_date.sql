ALTER TABLE "assessments" DROP CONSTRAINT "assessments_status_check";--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_status_check" CHECK ("assessments"."status" in ('scheduled', 'open', 'paused', 'closed'));