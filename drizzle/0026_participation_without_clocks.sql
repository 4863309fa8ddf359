-- Participation without clocks (decision 0042). A copy of the database gave each person's start
-- and completion time to the millisecond, and who had not completed at every reminder. What the
-- product needs is kept: whether someone started (the row) and completed (a boolean); the
-- platform's completions per UTC day (a count per organisation, for the days it shows); today's
-- reminder day per person (the once-a-day rule). Reminder mail already delivered or given up
-- on is deleted. Then the three tables are rewritten (CLUSTER): a dropped column's values stay
-- in every row until the row is written again, and deleted rows stay on their pages until then.
CREATE TABLE "daily_completions" (
	"organisation_id" uuid NOT NULL,
	"day" date NOT NULL,
	"completions" integer NOT NULL,
	CONSTRAINT "daily_completions_pkey" PRIMARY KEY("organisation_id","day")
);
--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_completions" ADD CONSTRAINT "daily_completions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_completions_day_idx" ON "daily_completions" USING btree ("day");--> statement-breakpoint
UPDATE "participations" SET "completed" = true WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
-- The platform shows the 30 full UTC days before today.
INSERT INTO "daily_completions" ("organisation_id", "day", "completions")
SELECT "organisation_id", ("completed_at" AT TIME ZONE 'UTC')::date, count(*)
FROM "participations"
WHERE ("completed_at" AT TIME ZONE 'UTC')::date >= (now() AT TIME ZONE 'UTC')::date - 30
GROUP BY 1, 2;--> statement-breakpoint
ALTER TABLE "participations" DROP COLUMN "started_at";--> statement-breakpoint
ALTER TABLE "participations" DROP COLUMN "completed_at";--> statement-breakpoint
DELETE FROM "reminder_recipients" WHERE "last_reminded_on" < (now() AT TIME ZONE 'UTC')::date;--> statement-breakpoint
-- Reminders still waiting stay, to be delivered; the local mailbox's keep their retention.
DELETE FROM "mail_outbox"
WHERE "kind" = 'assessment_reminder'
  AND ("status" = 'failed' OR ("status" = 'sent' AND ("delivered_via" IS DISTINCT FROM 'mailbox' OR "sealed_body" IS NULL)));--> statement-breakpoint
CLUSTER "participations" USING "participations_pkey";--> statement-breakpoint
ALTER TABLE "participations" SET WITHOUT CLUSTER;--> statement-breakpoint
CLUSTER "reminder_recipients" USING "reminder_recipients_pkey";--> statement-breakpoint
ALTER TABLE "reminder_recipients" SET WITHOUT CLUSTER;--> statement-breakpoint
CLUSTER "mail_outbox" USING "mail_outbox_pkey";--> statement-breakpoint
ALTER TABLE "mail_outbox" SET WITHOUT CLUSTER;
