ALTER TABLE "domain_aggregates" ADD COLUMN "count_1" integer;--> statement-breakpoint
ALTER TABLE "domain_aggregates" ADD COLUMN "count_2" integer;--> statement-breakpoint
ALTER TABLE "domain_aggregates" ADD COLUMN "count_3" integer;--> statement-breakpoint
ALTER TABLE "domain_aggregates" ADD COLUMN "count_4" integer;--> statement-breakpoint
ALTER TABLE "domain_aggregates" ADD COLUMN "count_5" integer;--> statement-breakpoint
ALTER TABLE "question_aggregates" ADD COLUMN "count_1" integer;--> statement-breakpoint
ALTER TABLE "question_aggregates" ADD COLUMN "count_2" integer;--> statement-breakpoint
ALTER TABLE "question_aggregates" ADD COLUMN "count_3" integer;--> statement-breakpoint
ALTER TABLE "question_aggregates" ADD COLUMN "count_4" integer;--> statement-breakpoint
ALTER TABLE "question_aggregates" ADD COLUMN "count_5" integer;--> statement-breakpoint
-- Recount earlier sums from the released answers, only where every answer is still there
-- (retention may have removed them): a partial count would show a wrong favourability.
UPDATE "question_aggregates" AS qa SET "count_1" = c.n1, "count_2" = c.n2, "count_3" = c.n3, "count_4" = c.n4, "count_5" = c.n5
FROM (
	SELECT "assessment_id", "question_id", count("value") AS answered, count(*) FILTER (WHERE "value" IS NULL) AS prefer_not,
		count(*) FILTER (WHERE "value" = 1) AS n1, count(*) FILTER (WHERE "value" = 2) AS n2, count(*) FILTER (WHERE "value" = 3) AS n3,
		count(*) FILTER (WHERE "value" = 4) AS n4, count(*) FILTER (WHERE "value" = 5) AS n5
	FROM "answers" GROUP BY "assessment_id", "question_id"
) AS c
WHERE c."assessment_id" = qa."assessment_id" AND c."question_id" = qa."question_id" AND c.answered = qa."answer_count" AND c.prefer_not = qa."prefer_not_count";--> statement-breakpoint
UPDATE "domain_aggregates" AS da SET "count_1" = c.n1, "count_2" = c.n2, "count_3" = c.n3, "count_4" = c.n4, "count_5" = c.n5
FROM (
	SELECT a."assessment_id", q."domain", count(a."value") AS answered, count(*) FILTER (WHERE a."value" IS NULL) AS prefer_not,
		count(*) FILTER (WHERE a."value" = 1) AS n1, count(*) FILTER (WHERE a."value" = 2) AS n2, count(*) FILTER (WHERE a."value" = 3) AS n3,
		count(*) FILTER (WHERE a."value" = 4) AS n4, count(*) FILTER (WHERE a."value" = 5) AS n5
	FROM "answers" a JOIN "questions" q ON q."id" = a."question_id" GROUP BY a."assessment_id", q."domain"
) AS c
WHERE c."assessment_id" = da."assessment_id" AND c."domain" = da."domain" AND c.answered = da."answer_count" AND c.prefer_not = da."prefer_not_count";
