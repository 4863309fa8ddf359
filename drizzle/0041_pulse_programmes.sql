CREATE TABLE "pulse_programmes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"template_assessment_id" uuid,
	"question_set_id" text,
	"questions" jsonb NOT NULL,
	"cadence" text NOT NULL,
	"open_days" integer NOT NULL,
	"rotation_size" integer,
	"series_id" uuid,
	"run_count" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pulse_programmes_pkey" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "pulse_programmes_source_check" CHECK (("pulse_programmes"."template_assessment_id" is null) <> ("pulse_programmes"."question_set_id" is null)),
	CONSTRAINT "pulse_programmes_cadence_check" CHECK ("pulse_programmes"."cadence" in ('monthly', 'quarterly')),
	CONSTRAINT "pulse_programmes_status_check" CHECK ("pulse_programmes"."status" in ('active', 'paused')),
	CONSTRAINT "pulse_programmes_open_days_check" CHECK ("pulse_programmes"."open_days" >= 1),
	CONSTRAINT "pulse_programmes_rotation_check" CHECK ("pulse_programmes"."rotation_size" is null or "pulse_programmes"."rotation_size" >= 1)
);
--> statement-breakpoint
ALTER TABLE "pulse_programmes" ADD CONSTRAINT "pulse_programmes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_programmes" ADD CONSTRAINT "pulse_programmes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pulse_programmes_due_idx" ON "pulse_programmes" USING btree ("next_run_at") WHERE "pulse_programmes"."status" = 'active';