CREATE TABLE "action_plan_updates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"action_plan_id" uuid NOT NULL,
	"author_id" uuid,
	"note" text NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_plan_updates_pkey" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "action_plan_updates_status_check" CHECK ("action_plan_updates"."status" is null or "action_plan_updates"."status" in ('not_started', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "action_plans" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"domain" text,
	"team_manager_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"owner_id" uuid,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"due_reminded_at" timestamp with time zone,
	"overdue_reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_plans_pkey" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "action_plans_status_check" CHECK ("action_plans"."status" in ('not_started', 'in_progress', 'done')),
	CONSTRAINT "action_plans_source_check" CHECK ("action_plans"."source" in ('priority', 'domain', 'question', 'theme'))
);
--> statement-breakpoint
ALTER TABLE "action_plan_updates" ADD CONSTRAINT "action_plan_updates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_updates" ADD CONSTRAINT "action_plan_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_updates" ADD CONSTRAINT "action_plan_updates_plan_fk" FOREIGN KEY ("organisation_id","action_plan_id") REFERENCES "public"."action_plans"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_team_manager_id_users_id_fk" FOREIGN KEY ("team_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_plan_updates_plan_idx" ON "action_plan_updates" USING btree ("organisation_id","action_plan_id");--> statement-breakpoint
CREATE INDEX "action_plans_assessment_idx" ON "action_plans" USING btree ("organisation_id","assessment_id");--> statement-breakpoint
CREATE INDEX "action_plans_open_due_idx" ON "action_plans" USING btree ("due_on") WHERE "action_plans"."status" <> 'done';