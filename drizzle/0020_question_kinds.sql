CREATE TABLE "assessment_questions" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"id" text NOT NULL,
	"order_index" integer NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"domain" text NOT NULL,
	"domain_label" text NOT NULL,
	"required" boolean NOT NULL,
	"options" jsonb NOT NULL,
	CONSTRAINT "assessment_questions_pkey" PRIMARY KEY("organisation_id","assessment_id","id"),
	CONSTRAINT "assessment_questions_kind_check" CHECK ("assessment_questions"."kind" in ('agreement', 'single-choice', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "released_comments" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" DROP CONSTRAINT "assessments_status_check";--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_value_check";--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_question_id_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "question_set_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "released_comments" ADD CONSTRAINT "released_comments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "released_comments" ADD CONSTRAINT "released_comments_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "released_comments" ADD CONSTRAINT "released_comments_release_fk" FOREIGN KEY ("organisation_id","release_id") REFERENCES "public"."releases"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "released_comments_assessment_idx" ON "released_comments" USING btree ("organisation_id","assessment_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_questions_source_check" CHECK (("assessments"."question_set_id" is null) = ("assessments"."series_id" is not null));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_status_check" CHECK ("assessments"."status" in ('draft', 'scheduled', 'open', 'paused', 'closed'));--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_value_check" CHECK ("answers"."value" is null or "answers"."value" between 1 and 10);