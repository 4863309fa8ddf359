ALTER TABLE "organisations" ALTER COLUMN "settings" SET DEFAULT '{"allowSelfRegistration":false,"requireEmailVerification":true,"allowedEmailDomains":[],"retentionMonths":24,"resultsAfterClose":false,"requireTwoStepForEveryone":false,"minimumGroupSize":6}'::jsonb;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "minimum_group_size" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_minimum_group_size_check" CHECK ("assessments"."minimum_group_size" >= 6);--> statement-breakpoint
-- Every organisation holds every setting: those stored before the minimum group size was one take the floor.
UPDATE "organisations" SET "settings" = "settings" || '{"minimumGroupSize":6}'::jsonb WHERE NOT ("settings" ? 'minimumGroupSize');
