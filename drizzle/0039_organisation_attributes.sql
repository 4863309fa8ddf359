CREATE TABLE "organisation_attributes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"scim_path" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organisation_attributes_pkey" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "organisation_attributes" ADD CONSTRAINT "organisation_attributes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_attributes_key_unique" ON "organisation_attributes" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_attributes_label_unique" ON "organisation_attributes" USING btree ("organisation_id",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_attributes_scim_path_unique" ON "organisation_attributes" USING btree ("organisation_id","scim_path");