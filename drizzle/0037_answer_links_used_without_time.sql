ALTER TABLE "answer_links" ADD COLUMN "used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "answer_links" SET "used" = true WHERE "used_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_links" DROP COLUMN "used_at";
