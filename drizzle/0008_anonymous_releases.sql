-- Answers stored before releases carried a respondent key and a team and were written in the
-- person's own transaction: linkable in any copy of the database. They are removed, not
-- converted (converting needs the secret and would keep the linkable rows' history). TRUNCATE
-- rather than DELETE gives the tables new files, so no dead row versions stay on disk.
TRUNCATE TABLE "answers", "question_aggregates", "domain_aggregates", "respondent_domain_counts";--> statement-breakpoint
CREATE TABLE "answer_drafts" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"respondent_key" text NOT NULL,
	"sealed" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "answer_drafts_assessment_id_respondent_key_pk" PRIMARY KEY("assessment_id","respondent_key")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"released_on" text NOT NULL,
	"respondent_count" integer NOT NULL,
	"sealed_team_tallies" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_publications" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"published_on" text NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "result_publications_assessment_id_sequence_pk" PRIMARY KEY("assessment_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "respondent_domain_counts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "respondent_domain_counts" CASCADE;--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_assessment_id_respondent_key_question_id_pk";--> statement-breakpoint
ALTER TABLE "domain_aggregates" DROP CONSTRAINT "domain_aggregates_assessment_id_domain_team_key_pk";--> statement-breakpoint
ALTER TABLE "question_aggregates" DROP CONSTRAINT "question_aggregates_assessment_id_question_id_team_key_pk";--> statement-breakpoint
ALTER TABLE "organisations" ALTER COLUMN "settings" SET DEFAULT '{"allow_self_registration":false,"require_email_verification":true,"allowed_email_domains":[],"retention_months":24,"results_after_close":false}'::jsonb;--> statement-breakpoint
ALTER TABLE "domain_aggregates" ADD CONSTRAINT "domain_aggregates_assessment_id_domain_pk" PRIMARY KEY("assessment_id","domain");--> statement-breakpoint
ALTER TABLE "question_aggregates" ADD CONSTRAINT "question_aggregates_assessment_id_question_id_pk" PRIMARY KEY("assessment_id","question_id");--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "release_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_aggregates" ADD COLUMN "prefer_not_count" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_drafts" ADD CONSTRAINT "answer_drafts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_drafts" ADD CONSTRAINT "answer_drafts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_publications" ADD CONSTRAINT "result_publications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_publications" ADD CONSTRAINT "result_publications_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_drafts_waiting_idx" ON "answer_drafts" USING btree ("assessment_id","completed");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_assessment_sequence_unique" ON "releases" USING btree ("assessment_id","sequence");--> statement-breakpoint
CREATE INDEX "releases_organisation_idx" ON "releases" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "result_publications_organisation_idx" ON "result_publications" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_assessment_idx" ON "answers" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "answers_release_idx" ON "answers" USING btree ("release_id");--> statement-breakpoint
ALTER TABLE "answers" DROP COLUMN "respondent_key";--> statement-breakpoint
ALTER TABLE "answers" DROP COLUMN "submitted_on";--> statement-breakpoint
ALTER TABLE "answers" DROP COLUMN "team_key";--> statement-breakpoint
ALTER TABLE "domain_aggregates" DROP COLUMN "team_key";--> statement-breakpoint
ALTER TABLE "question_aggregates" DROP COLUMN "team_key";