ALTER TABLE "organisations" ALTER COLUMN "settings" SET DEFAULT '{"allow_self_registration":false,"require_email_verification":true,"allowed_email_domains":[],"retention_months":24}'::jsonb;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "last_name" text;