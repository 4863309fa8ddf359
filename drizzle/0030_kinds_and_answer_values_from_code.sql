ALTER TABLE "assessment_questions" DROP CONSTRAINT "assessment_questions_kind_check";--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_value_check";--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_kind_check" CHECK ("assessment_questions"."kind" ~ '^[a-z][a-z0-9-]{0,39}$');--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_value_check" CHECK ("answers"."value" is null or "answers"."value" between 0 and 10);