CREATE TABLE "answer_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"user_id" uuid,
	"invitation_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_links_one_person" CHECK (("answer_links"."user_id" is null) <> ("answer_links"."invitation_id" is null))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_invitation_fk" FOREIGN KEY ("organisation_id","invitation_id") REFERENCES "public"."invitations"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_links_user_idx" ON "answer_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "answer_links_expires_idx" ON "answer_links" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_scope_check" CHECK ("sessions"."scope" in ('full', 'answering'));