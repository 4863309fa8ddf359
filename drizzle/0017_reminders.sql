CREATE TABLE "mail_unsubscribes" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"unsubscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_unsubscribes_pkey" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_recipients" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_reminded_on" date NOT NULL,
	CONSTRAINT "reminder_recipients_pkey" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_slots" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"days" integer,
	"scheduled" boolean DEFAULT true NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"requested_by" uuid,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminder_slots_pkey" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "reminder_slots_kind_check" CHECK ("reminder_slots"."kind" in ('after_opening', 'before_close', 'now')),
	CONSTRAINT "reminder_slots_days_check" CHECK (("reminder_slots"."kind" = 'after_opening') = ("reminder_slots"."days" is not null))
);
--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_recipients" ADD CONSTRAINT "reminder_recipients_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_recipients" ADD CONSTRAINT "reminder_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_slots" ADD CONSTRAINT "reminder_slots_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_slots" ADD CONSTRAINT "reminder_slots_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_slots" ADD CONSTRAINT "reminder_slots_assessment_fk" FOREIGN KEY ("organisation_id","assessment_id") REFERENCES "public"."assessments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_slots_schedule_unique" ON "reminder_slots" USING btree ("organisation_id","assessment_id","kind",coalesce("days", 0)) WHERE "reminder_slots"."kind" <> 'now';--> statement-breakpoint
CREATE INDEX "reminder_slots_unsent_idx" ON "reminder_slots" USING btree ("assessment_id") WHERE "reminder_slots"."sent_at" is null;