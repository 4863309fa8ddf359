CREATE TABLE "question_set_version_questions" (
	"set_id" text NOT NULL,
	"version" integer NOT NULL,
	"question_id" text NOT NULL,
	"order_index" integer NOT NULL,
	CONSTRAINT "question_set_version_questions_pkey" PRIMARY KEY("set_id","version","question_id"),
	CONSTRAINT "question_set_version_questions_order_unique" UNIQUE("set_id","version","order_index")
);
--> statement-breakpoint
CREATE TABLE "question_set_versions" (
	"set_id" text NOT NULL,
	"version" integer NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_set_versions_pkey" PRIMARY KEY("set_id","version"),
	CONSTRAINT "question_set_versions_version_check" CHECK ("question_set_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "question_set_version" integer;--> statement-breakpoint
-- Version 1 of each set is the bank in code as synchronised so far; every existing assessment of a set asked it.
INSERT INTO "question_set_versions" ("set_id", "version", "note") SELECT "id", 1, 'The built-in statements' FROM "question_sets";--> statement-breakpoint
INSERT INTO "question_set_version_questions" ("set_id", "version", "question_id", "order_index") SELECT "set_id", 1, "id", "order_index" FROM "questions" WHERE "is_active";--> statement-breakpoint
UPDATE "assessments" SET "question_set_version" = 1 WHERE "question_set_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "question_set_version_questions" ADD CONSTRAINT "question_set_version_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_set_version_questions" ADD CONSTRAINT "question_set_version_questions_version_fk" FOREIGN KEY ("set_id","version") REFERENCES "public"."question_set_versions"("set_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_set_versions" ADD CONSTRAINT "question_set_versions_set_id_question_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_set_versions" ADD CONSTRAINT "question_set_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_set_version_questions_question_idx" ON "question_set_version_questions" USING btree ("question_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_question_set_version_fk" FOREIGN KEY ("question_set_id","question_set_version") REFERENCES "public"."question_set_versions"("set_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_question_set_version_check" CHECK (("assessments"."question_set_id" is null) = ("assessments"."question_set_version" is null));