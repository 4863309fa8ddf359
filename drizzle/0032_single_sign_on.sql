CREATE TABLE "sso_configurations" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_secret" text,
	"email_domains" text[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"break_glass_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_configurations_protocol_check" CHECK ("sso_configurations"."protocol" in ('oidc', 'saml'))
);
--> statement-breakpoint
CREATE TABLE "sso_pending_sign_ins" (
	"organisation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sealed_pending" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_pending_sign_ins_pkey" PRIMARY KEY("organisation_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "pending_sign_ins" ADD COLUMN "via_sso" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "provider_multi_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_configurations" ADD CONSTRAINT "sso_configurations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_configurations" ADD CONSTRAINT "sso_configurations_break_glass_user_id_users_id_fk" FOREIGN KEY ("break_glass_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_pending_sign_ins" ADD CONSTRAINT "sso_pending_sign_ins_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_configurations_email_domains_idx" ON "sso_configurations" USING gin ("email_domains");--> statement-breakpoint
CREATE INDEX "sso_pending_sign_ins_expiry_idx" ON "sso_pending_sign_ins" USING btree ("expires_at");