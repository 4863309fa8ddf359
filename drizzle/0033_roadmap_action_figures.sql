ALTER TABLE "roadmap_items" ADD COLUMN "domain_mean" double precision;--> statement-breakpoint
ALTER TABLE "roadmap_items" ADD COLUMN "question_id" text;--> statement-breakpoint
ALTER TABLE "roadmap_items" ADD COLUMN "question_average" double precision;