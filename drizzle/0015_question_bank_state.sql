CREATE TABLE "question_bank_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"fingerprint" text NOT NULL,
	CONSTRAINT "question_bank_state_one_row" CHECK ("question_bank_state"."id")
);
