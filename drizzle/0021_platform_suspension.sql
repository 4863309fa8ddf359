CREATE TABLE "email_domain_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	CONSTRAINT "email_domain_requests_pkey" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "email_domain_requests_status_check" CHECK ("email_domain_requests"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "email_domain_requests" ADD CONSTRAINT "email_domain_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domain_requests" ADD CONSTRAINT "email_domain_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domain_requests" ADD CONSTRAINT "email_domain_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_domain_requests_pending_unique" ON "email_domain_requests" USING btree ("organisation_id","domain") WHERE "email_domain_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_domain_requests_pending_idx" ON "email_domain_requests" USING btree ("requested_at") WHERE "email_domain_requests"."status" = 'pending';