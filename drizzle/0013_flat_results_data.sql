-- Results read small rows of their own instead of the newest publication's whole JSON, and
-- counters instead of counting people and participations per read.

-- The newest publication's organisation figures, one row per assessment.
INSERT INTO "result_figures" ("organisation_id", "assessment_id", "sequence", "published_on", "respondents", "figures")
SELECT DISTINCT ON ("organisation_id", "assessment_id") "organisation_id", "assessment_id", "sequence", "published_on",
  coalesce(("figures" ->> 'respondents')::int, 0), coalesce("figures" -> 'organisation', '{"domains": {}, "cells": {}}'::jsonb)
FROM "result_publications"
ORDER BY "organisation_id", "assessment_id", "sequence" DESC;
--> statement-breakpoint
-- Its teams, one row each.
INSERT INTO "team_result_figures" ("organisation_id", "assessment_id", "team", "respondents", "domains")
SELECT p."organisation_id", p."assessment_id", t.key, (t.value ->> 'respondents')::int, t.value -> 'domains'
FROM (
  SELECT DISTINCT ON ("organisation_id", "assessment_id") "organisation_id", "assessment_id", "figures"
  FROM "result_publications" ORDER BY "organisation_id", "assessment_id", "sequence" DESC
) p CROSS JOIN LATERAL jsonb_each(coalesce(p."figures" -> 'teams', '{}'::jsonb)) t;
--> statement-breakpoint
-- Publications keep only what the anonymity auditor checks against: the respondent sets each
-- release published. The newest row already held every earlier set (its history), so it
-- keeps them and the rows before it keep none.
UPDATE "result_publications" p
SET "figures" = jsonb_build_object('sets', CASE WHEN p."sequence" = newest."sequence" THEN coalesce(p."figures" -> 'history', '{}'::jsonb) ELSE '{}'::jsonb END)
FROM (SELECT "organisation_id", "assessment_id", max("sequence") AS "sequence" FROM "result_publications" GROUP BY 1, 2) newest
WHERE newest."organisation_id" = p."organisation_id" AND newest."assessment_id" = p."assessment_id";
--> statement-breakpoint
INSERT INTO "completion_counts" ("organisation_id", "assessment_id", "completed")
SELECT "organisation_id", "assessment_id", count(*) FROM "participations" WHERE "completed_at" IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "active_people_counts" ("organisation_id", "active")
SELECT "organisation_id", count(*) FROM "users" WHERE "is_active" AND "organisation_id" IS NOT NULL GROUP BY 1;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert moves each counter once.
-- An update that changes no count writes nothing; a delete only lowers existing counters (an
-- assessment being deleted takes its counter with it).
CREATE FUNCTION "count_completions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "completion_counts" c SET "completed" = c."completed" - gone.n
    FROM (SELECT "organisation_id", "assessment_id", count(*) AS n FROM old_rows WHERE "completed_at" IS NOT NULL GROUP BY 1, 2) gone
    WHERE c."organisation_id" = gone."organisation_id" AND c."assessment_id" = gone."assessment_id";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "completion_counts" AS c ("organisation_id", "assessment_id", "completed")
    SELECT "organisation_id", "assessment_id", count(*) FROM new_rows WHERE "completed_at" IS NOT NULL GROUP BY 1, 2
    ON CONFLICT ("organisation_id", "assessment_id") DO UPDATE SET "completed" = c."completed" + excluded."completed";
  ELSE
    INSERT INTO "completion_counts" AS c ("organisation_id", "assessment_id", "completed")
    SELECT "organisation_id", "assessment_id", sum(d)::int FROM (
      SELECT "organisation_id", "assessment_id", 1 AS d FROM new_rows WHERE "completed_at" IS NOT NULL
      UNION ALL SELECT "organisation_id", "assessment_id", -1 FROM old_rows WHERE "completed_at" IS NOT NULL
    ) changes GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT ("organisation_id", "assessment_id") DO UPDATE SET "completed" = c."completed" + excluded."completed";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "participations_count_insert" AFTER INSERT ON "participations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_completions"();
--> statement-breakpoint
CREATE TRIGGER "participations_count_update" AFTER UPDATE ON "participations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_completions"();
--> statement-breakpoint
CREATE TRIGGER "participations_count_delete" AFTER DELETE ON "participations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_completions"();
--> statement-breakpoint
CREATE FUNCTION "count_active_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "active_people_counts" c SET "active" = c."active" - gone.n
    FROM (SELECT "organisation_id", count(*) AS n FROM old_rows WHERE "is_active" AND "organisation_id" IS NOT NULL GROUP BY 1) gone
    WHERE c."organisation_id" = gone."organisation_id";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "active_people_counts" AS c ("organisation_id", "active")
    SELECT "organisation_id", count(*) FROM new_rows WHERE "is_active" AND "organisation_id" IS NOT NULL GROUP BY 1
    ON CONFLICT ("organisation_id") DO UPDATE SET "active" = c."active" + excluded."active";
  ELSE
    INSERT INTO "active_people_counts" AS c ("organisation_id", "active")
    SELECT "organisation_id", sum(d)::int FROM (
      SELECT "organisation_id", 1 AS d FROM new_rows WHERE "is_active" AND "organisation_id" IS NOT NULL
      UNION ALL SELECT "organisation_id", -1 FROM old_rows WHERE "is_active" AND "organisation_id" IS NOT NULL
    ) changes GROUP BY 1 HAVING sum(d) <> 0
    ON CONFLICT ("organisation_id") DO UPDATE SET "active" = c."active" + excluded."active";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_active_people"();
--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_active_people"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_active_people"();
