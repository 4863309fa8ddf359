ALTER TABLE "mail_outbox" ADD COLUMN "sealed_body" text;--> statement-breakpoint
-- Added by hand: bodies queued before this migration are plain text and cannot be encrypted
-- here (the key is not in the database), so a message still waiting is marked failed, for
-- its sender to send again, rather than kept with live links in plain text.
UPDATE "mail_outbox" SET "status" = 'failed', "locked_until" = NULL, "last_error" = 'Not sent: queued before an upgrade that encrypts queued e-mail; send it again.' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "text_body";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "html_body";
