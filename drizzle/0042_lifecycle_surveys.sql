CREATE TABLE "survey_recipients" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	"reason" text NOT NULL,
	CONSTRAINT "survey_recipients_pkey" PRIMARY KEY("organisation_id","assessment_id","user_id"),
	CONSTRAINT "survey_recipients_reason_check" CHECK ("survey_recipients"."reason" in ('onboarding', 'exit'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "exit_assessment_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_email" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "onboarding_days" integer;--> statement-breakpoint
ALTER TABLE "survey_recipients" ADD CONSTRAINT "survey_recipients_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recipients" ADD CONSTRAINT "survey_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recipients" ADD CONSTRAINT "survey_recipients_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_recipients_user_idx" ON "survey_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survey_recipients_waiting_idx" ON "survey_recipients" USING btree ("organisation_id") WHERE "survey_recipients"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_one_running_lifecycle_unique" ON "assessments" USING btree ("organisation_id","audience") WHERE "assessments"."audience" <> 'everyone' and "assessments"."status" in ('open', 'paused');--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_exit_answering_check" CHECK ("sessions"."exit_assessment_id" is null or "sessions"."scope" = 'answering');--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_audience_check" CHECK ("assessments"."audience" in ('everyone', 'onboarding', 'exit'));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_onboarding_days_check" CHECK (("assessments"."audience" = 'onboarding') = ("assessments"."onboarding_days" is not null));