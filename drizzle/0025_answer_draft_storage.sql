-- A sealed draft is about 2.8 kB of base64 (padded to 2,048-character blocks, encrypted): above
-- the 2 kB at which PostgreSQL's default storage first tries to compress a value (ciphertext
-- never compresses) and then moves it out of line into the TOAST table. Each answer save then
-- paid for a failed compression, a TOAST insert and delete, and a TOAST read of the draft's
-- first characters for the compare-and-swap. Drafts up to a page now stay in their row, and a
-- larger one (long comments) goes out of line without the attempt to compress it.
-- Half-full pages leave room for the next version of a draft beside it, so that an answer save
-- can be a heap-only update (no new index entries) when the page has room.
ALTER TABLE "answer_drafts" SET (toast_tuple_target = 8160, fillfactor = 50);--> statement-breakpoint
ALTER TABLE "answer_drafts" ALTER COLUMN "sealed" SET STORAGE EXTERNAL;
