-- Every key between tenant tables includes organisation_id (docs/scaling.md): primary keys,
-- unique indexes and foreign keys are rebuilt with it first, so the schema can be distributed
-- by organisation. Every one of these tables already holds organisation_id; no column is added
-- and nothing that links a person to an answer is written.
ALTER TABLE "answer_drafts" DROP CONSTRAINT "answer_drafts_assessment_id_assessments_id_fk";
--> statement-breakpoint
ALTER TABLE "participations" DROP CONSTRAINT "participations_assessment_id_assessments_id_fk";
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_assessment_id_assessments_id_fk";
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_release_id_releases_id_fk";
--> statement-breakpoint
ALTER TABLE "domain_aggregates" DROP CONSTRAINT "domain_aggregates_assessment_id_assessments_id_fk";
--> statement-breakpoint
ALTER TABLE "question_aggregates" DROP CONSTRAINT "question_aggregates_assessment_id_assessments_id_fk";
--> statement-breakpoint
ALTER TABLE "releases" DROP CONSTRAINT "releases_assessment_id_assessments_id_fk";
--> statement-breakpoint
ALTER TABLE "result_publications" DROP CONSTRAINT "result_publications_assessment_id_assessments_id_fk";
--> statement-breakpoint
ALTER TABLE "roadmap_items" DROP CONSTRAINT "roadmap_items_assessment_id_assessments_id_fk";
--> statement-breakpoint
DROP INDEX "invitations_token_hash_unique";--> statement-breakpoint
DROP INDEX "releases_assessment_sequence_unique";--> statement-breakpoint
DROP INDEX "roadmap_items_assessment_priority_unique";--> statement-breakpoint
ALTER TABLE "answer_drafts" DROP CONSTRAINT "answer_drafts_assessment_id_respondent_key_pk";--> statement-breakpoint
ALTER TABLE "participations" DROP CONSTRAINT "participations_assessment_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "domain_aggregates" DROP CONSTRAINT "domain_aggregates_assessment_id_domain_pk";--> statement-breakpoint
ALTER TABLE "question_aggregates" DROP CONSTRAINT "question_aggregates_assessment_id_question_id_pk";--> statement-breakpoint
ALTER TABLE "result_publications" DROP CONSTRAINT "result_publications_assessment_id_sequence_pk";--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_pkey";--> statement-breakpoint
ALTER TABLE "assessments" DROP CONSTRAINT "assessments_pkey";--> statement-breakpoint
ALTER TABLE "releases" DROP CONSTRAINT "releases_pkey";--> statement-breakpoint
ALTER TABLE "roadmap_items" DROP CONSTRAINT "roadmap_items_pkey";--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_pkey" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "answer_drafts" ADD CONSTRAINT "answer_drafts_pkey" PRIMARY KEY("organisation_id","assessment_id","respondent_key");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_pkey" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_pkey" PRIMARY KEY("organisation_id","assessment_id","user_id");--> statement-breakpoint
ALTER TABLE "domain_aggregates" ADD CONSTRAINT "domain_aggregates_pkey" PRIMARY KEY("organisation_id","assessment_id","domain");--> statement-breakpoint
ALTER TABLE "question_aggregates" ADD CONSTRAINT "question_aggregates_pkey" PRIMARY KEY("organisation_id","assessment_id","question_id");--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_pkey" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "result_publications" ADD CONSTRAINT "result_publications_pkey" PRIMARY KEY("organisation_id","assessment_id","sequence");--> statement-breakpoint
ALTER TABLE "roadmap_items" ADD CONSTRAINT "roadmap_items_pkey" PRIMARY KEY("organisation_id","id");--> statement-breakpoint
ALTER TABLE "answer_drafts" ADD CONSTRAINT "answer_drafts_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_release_fk" FOREIGN KEY ("organisation_id","release_id") REFERENCES "public"."releases"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_aggregates" ADD CONSTRAINT "domain_aggregates_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_aggregates" ADD CONSTRAINT "question_aggregates_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_publications" ADD CONSTRAINT "result_publications_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_items" ADD CONSTRAINT "roadmap_items_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash","organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_assessment_sequence_unique" ON "releases" USING btree ("organisation_id","assessment_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "roadmap_items_assessment_priority_unique" ON "roadmap_items" USING btree ("organisation_id","assessment_id","priority_order");