-- A roadmap item keeps the whole statement its title and rationale quote the start of, so
-- wherever it is read (its card, the PDF, the slides) nobody reads a sentence cut in half.
ALTER TABLE "roadmap_items" ADD COLUMN "question_text" text;
