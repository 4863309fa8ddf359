CREATE TABLE "sso_saml_assertions" (
	"organisation_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_saml_assertions_pkey" PRIMARY KEY("organisation_id","assertion_id")
);
--> statement-breakpoint
ALTER TABLE "sso_saml_assertions" ADD CONSTRAINT "sso_saml_assertions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_saml_assertions_expires_idx" ON "sso_saml_assertions" USING btree ("expires_at");