import { z } from 'zod';
import { seal, unseal } from '#server/crypto/aead.ts';

/**
 * A person's answers while they answer: only ever stored sealed. Each value is written as one
 * character ('1'…'5', or 'x' for "Prefer not to say") and the whole is padded to a fixed
 * block, so the length of a sealed draft says neither which values nor how many
 * "Prefer not to say" it holds.
 */
export type Draft = {
  /** The team (manager id) fixed when the person started; '' for none. */
  team: string;
  answers: Map<string, number | null>;
};

const PAD_BLOCK = 2048;
const PREFER_NOT = 'x';

const EncodedDraftSchema = z.object({
  team: z.string(),
  answers: z.array(z.tuple([z.string(), z.enum(['1', '2', '3', '4', '5', PREFER_NOT])])),
});

const boundTo = (assessmentId: string, respondentKey: string) => `answer_drafts:${assessmentId}:${respondentKey}`;

export function encodeDraft(draft: Draft): string {
  const json = JSON.stringify({
    team: draft.team,
    answers: [...draft.answers].map(([questionId, value]) => [questionId, value === null ? PREFER_NOT : String(value)]),
  });
  const padded = Math.ceil((json.length + 1) / PAD_BLOCK) * PAD_BLOCK;
  return json.padEnd(padded, ' ');
}

export function decodeDraft(text: string): Draft {
  const parsed = EncodedDraftSchema.parse(JSON.parse(text));
  return {
    team: parsed.team,
    answers: new Map(parsed.answers.map(([questionId, code]) => [questionId, code === PREFER_NOT ? null : Number(code)])),
  };
}

/** Sealed to its row: a draft copied under another respondent key or assessment does not open. */
export function sealDraft(key: Buffer, assessmentId: string, respondentKey: string, draft: Draft): string {
  return seal(key, encodeDraft(draft), boundTo(assessmentId, respondentKey));
}

export function openDraft(key: Buffer, assessmentId: string, respondentKey: string, sealed: string): Draft {
  return decodeDraft(unseal(key, sealed, boundTo(assessmentId, respondentKey)));
}
