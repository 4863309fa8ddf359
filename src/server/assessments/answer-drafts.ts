import { z } from 'zod';
import type { AnswerValue } from '#domain/question-kinds.ts';
import { seal, unseal } from '#server/crypto/aead.ts';

/**
 * A person's answers while they answer: only ever stored sealed. A value is written as one or
 * two characters ('1'…'10', or 'x' for "Prefer not to say"), a comment as base64 of its UTF-8
 * bytes (so its length in characters is its length in bytes), and the whole is padded to a
 * size that depends only on the assessment's questions (`capacity`, draftCapacity in
 * src/domain/question-kinds.ts), in blocks: the length of a sealed draft says neither which
 * values, how many "Prefer not to say", nor whether or how much anyone wrote.
 */
export type Draft = {
  /** The team (manager id) fixed when the person started; '' for none. */
  team: string;
  answers: Map<string, AnswerValue>;
};

const PAD_BLOCK = 2048;
const PREFER_NOT = 'x';

const EncodedValueSchema = z.union([z.enum(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', PREFER_NOT]), z.object({ text: z.base64() })]);

const EncodedDraftSchema = z.object({
  team: z.string(),
  answers: z.array(z.tuple([z.string(), EncodedValueSchema])),
});

const boundTo = (assessmentId: string, respondentKey: string) => `answer_drafts:${assessmentId}:${respondentKey}`;

function encodeValue(value: AnswerValue): z.infer<typeof EncodedValueSchema> {
  if (typeof value === 'string') return { text: Buffer.from(value, 'utf8').toString('base64') };
  return value === null ? PREFER_NOT : (String(value) as '1');
}

export function encodeDraft(draft: Draft, capacity = 0): string {
  const json = JSON.stringify({ team: draft.team, answers: [...draft.answers].map(([questionId, value]) => [questionId, encodeValue(value)]) });
  const padded = Math.ceil((Math.max(json.length, capacity) + 1) / PAD_BLOCK) * PAD_BLOCK;
  return json.padEnd(padded, ' ');
}

export function decodeDraft(text: string): Draft {
  const parsed = EncodedDraftSchema.parse(JSON.parse(text));
  return {
    team: parsed.team,
    answers: new Map(
      parsed.answers.map(([questionId, code]) => [
        questionId,
        typeof code === 'object' ? Buffer.from(code.text, 'base64').toString('utf8') : code === PREFER_NOT ? null : Number(code),
      ]),
    ),
  };
}

/**
 * Sealed to its row: a draft copied under another respondent key or assessment does not open.
 * `capacity`: the most characters a draft of the assessment's questions can take.
 */
export function sealDraft(key: Buffer, assessmentId: string, respondentKey: string, draft: Draft, capacity = 0): string {
  return seal(key, encodeDraft(draft, capacity), boundTo(assessmentId, respondentKey));
}

export function openDraft(key: Buffer, assessmentId: string, respondentKey: string, sealed: string): Draft {
  return decodeDraft(unseal(key, sealed, boundTo(assessmentId, respondentKey)));
}
