CREATE TABLE "result_figures" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"published_on" text NOT NULL,
	"respondents" integer NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "result_figures_pkey" PRIMARY KEY("organisation_id","assessment_id")
);
--> statement-breakpoint
CREATE TABLE "team_result_figures" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"team" text NOT NULL,
	"respondents" integer NOT NULL,
	"domains" jsonb NOT NULL,
	CONSTRAINT "team_result_figures_pkey" PRIMARY KEY("organisation_id","assessment_id","team")
);
--> statement-breakpoint
CREATE TABLE "active_people_counts" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"active" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completion_counts" (
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "completion_counts_pkey" PRIMARY KEY("organisation_id","assessment_id")
);
--> statement-breakpoint
ALTER TABLE "result_figures" ADD CONSTRAINT "result_figures_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_figures" ADD CONSTRAINT "result_figures_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_result_figures" ADD CONSTRAINT "team_result_figures_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_result_figures" ADD CONSTRAINT "team_result_figures_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_counts" ADD CONSTRAINT "completion_counts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_counts" ADD CONSTRAINT "completion_counts_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;