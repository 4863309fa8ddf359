CREATE TABLE "answers" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"respondent_key" text NOT NULL,
	"question_id" text NOT NULL,
	"value" integer,
	"submitted_on" text,
	"team_key" text NOT NULL,
	CONSTRAINT "answers_assessment_id_respondent_key_question_id_pk" PRIMARY KEY("assessment_id","respondent_key","question_id"),
	CONSTRAINT "answers_value_check" CHECK ("answers"."value" is null or "answers"."value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"question_set_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"wave" integer NOT NULL,
	"created_by" uuid,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_status_check" CHECK ("assessments"."status" in ('open', 'paused', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "domain_aggregates" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"team_key" text NOT NULL,
	"respondent_count" integer NOT NULL,
	"answer_count" integer NOT NULL,
	"value_sum" bigint NOT NULL,
	CONSTRAINT "domain_aggregates_assessment_id_domain_team_key_pk" PRIMARY KEY("assessment_id","domain","team_key")
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"assessment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"team_manager_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "participations_assessment_id_user_id_pk" PRIMARY KEY("assessment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "question_aggregates" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"team_key" text NOT NULL,
	"answer_count" integer NOT NULL,
	"value_sum" bigint NOT NULL,
	"prefer_not_count" integer NOT NULL,
	CONSTRAINT "question_aggregates_assessment_id_question_id_team_key_pk" PRIMARY KEY("assessment_id","question_id","team_key")
);
--> statement-breakpoint
CREATE TABLE "respondent_domain_counts" (
	"assessment_id" uuid NOT NULL,
	"respondent_key" text NOT NULL,
	"domain" text NOT NULL,
	"non_null_answers" integer NOT NULL,
	CONSTRAINT "respondent_domain_counts_assessment_id_respondent_key_domain_pk" PRIMARY KEY("assessment_id","respondent_key","domain")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_question_set_id_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_aggregates" ADD CONSTRAINT "domain_aggregates_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_aggregates" ADD CONSTRAINT "question_aggregates_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_domain_counts" ADD CONSTRAINT "respondent_domain_counts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_organisation_idx" ON "assessments" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "participations_organisation_idx" ON "participations" USING btree ("organisation_id");