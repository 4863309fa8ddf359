import { z } from 'zod';
import { ANSWER_VALUE_MAX, ANSWER_VALUE_MIN, type AnswerValue } from '#domain/question-kinds.ts';
import { seal, unseal } from '#server/crypto/aead.ts';
import type { DraftKey, DraftKeyRing } from '#server/crypto/draft-key-ring.ts';

/**
 * A person's answers while they answer: only ever stored sealed. A number is written as its
 * digits whatever its kind (within ANSWER_VALUE_MIN…MAX), 'x' for "Prefer not to say", a
 * comment as base64 of its UTF-8 bytes (so its length in characters is its length in bytes),
 * and the whole is padded to a
 * size that depends only on the assessment's questions (`capacity`, draftCapacity in
 * src/domain/question-kinds.ts), in blocks: the length of a sealed draft says neither which
 * values, how many "Prefer not to say", nor whether or how much anyone wrote.
 */
export type Draft = {
  /** The team (manager id) fixed when the person started; '' for none. */
  team: string;
  /**
   * The person's attributes (department, location, tenure band, …) when their draft was made,
   * for results by attribute; absent in drafts made before there were any, or for someone with none.
   */
  attributes?: Readonly<Record<string, string>>;
  answers: Map<string, AnswerValue>;
};

/** A person's stored attributes as a draft records them: the set ones, as text. */
export function attributesForDraft(stored: Readonly<Record<string, unknown>> | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(stored ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const PAD_BLOCK = 2048;
/**
 * Room kept for a person's attributes (up to seven keys of a few characters with values of at
 * most 60, person-attributes.ts), so their length does not move a draft into another block.
 */
const ATTRIBUTES_ROOM = 7 * 100;
const PREFER_NOT = 'x';

/** A number as its digits, within the range every kind's stored values keep to (question-kind-limits.ts). */
const EncodedNumberSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,2})$/)
  .refine((digits) => Number(digits) >= ANSWER_VALUE_MIN && Number(digits) <= ANSWER_VALUE_MAX);
const EncodedValueSchema = z.union([z.literal(PREFER_NOT), EncodedNumberSchema, z.object({ text: z.base64() })]);

const EncodedDraftSchema = z.object({
  team: z.string(),
  attributes: z.record(z.string(), z.string()).optional(),
  answers: z.array(z.tuple([z.string(), EncodedValueSchema])),
});

const boundTo = (assessmentId: string, respondentKey: string) => `answer_drafts:${assessmentId}:${respondentKey}`;

function encodeValue(value: AnswerValue): z.infer<typeof EncodedValueSchema> {
  if (typeof value === 'string') return { text: Buffer.from(value, 'utf8').toString('base64') };
  return value === null ? PREFER_NOT : String(value);
}

export function encodeDraft(draft: Draft, capacity = 0): string {
  const json = JSON.stringify({
    team: draft.team,
    ...(draft.attributes && Object.keys(draft.attributes).length > 0 ? { attributes: draft.attributes } : {}),
    answers: [...draft.answers].map(([questionId, value]) => [questionId, encodeValue(value)]),
  });
  const padded = Math.ceil((Math.max(json.length, capacity + ATTRIBUTES_ROOM) + 1) / PAD_BLOCK) * PAD_BLOCK;
  return json.padEnd(padded, ' ');
}

export function decodeDraft(text: string): Draft {
  const parsed = EncodedDraftSchema.parse(JSON.parse(text));
  return {
    team: parsed.team,
    ...(parsed.attributes ? { attributes: parsed.attributes } : {}),
    answers: new Map(
      parsed.answers.map(([questionId, code]) => [
        questionId,
        typeof code === 'object' ? Buffer.from(code.text, 'base64').toString('utf8') : code === PREFER_NOT ? null : Number(code),
      ]),
    ),
  };
}

/** What opens drafts: the key ring, and the key an earlier version sealed drafts under (derived from the secret). */
export type DraftKeys = { ring: DraftKeyRing; legacy: Buffer };

/** A draft whose key was destroyed (it was released, or the ring was lost): nobody can open it. */
export class DraftKeyGoneError extends Error {
  constructor(assessmentId: string, epoch: number) {
    super(
      `The key of this answer draft (assessment ${assessmentId}, epoch ${epoch}) is not in the draft key ring: the draft cannot be opened`,
    );
    this.name = 'DraftKeyGoneError';
  }
}

/*
 * A sealed draft names its key: `d1.<epoch>.<tag>.<AES-GCM text>` (crypto/draft-key-ring.ts).
 * Drafts of earlier versions are the AES-GCM text alone (`v1.…`), under the derived key; they
 * are sealed again under the ring's keys at start-up and by every release (draft-keys.ts).
 */
const FORMAT = 'd1';
const NAMED = /^d1\.(\d{1,9})\.([A-Za-z0-9_-]{8})\.(v1\..*)$/s;

/** The epoch and tag of the key a draft is sealed under; undefined for a draft an earlier version sealed. */
export function sealedKeyName(sealed: string): { epoch: number; tag: string; text: string } | undefined {
  const match = NAMED.exec(sealed);
  return match ? { epoch: Number(match[1]), tag: match[2] ?? '', text: match[3] ?? '' } : undefined;
}

/** The start every draft sealed under `key` shares (to find them in SQL). */
export const sealedPrefixOf = (key: Pick<DraftKey, 'epoch' | 'tag'>) => `${FORMAT}.${key.epoch}.${key.tag}.`;

/**
 * Sealed to its row: a draft copied under another respondent key or assessment does not open.
 * `capacity`: the most characters a draft of the assessment's questions can take.
 */
export function sealDraft(key: DraftKey, assessmentId: string, respondentKey: string, draft: Draft, capacity = 0): string {
  if (key.assessmentId !== assessmentId) throw new Error('a draft is sealed under a key of its own assessment');
  return `${sealedPrefixOf(key)}${seal(key.key, encodeDraft(draft, capacity), boundTo(assessmentId, respondentKey))}`;
}

/** The sealed text of a draft opened: its padded plaintext, under the key it names (or the earlier versions' key). */
function unsealDraftText(keys: DraftKeys, assessmentId: string, respondentKey: string, sealed: string): string {
  const name = sealedKeyName(sealed);
  if (!name) return unseal(keys.legacy, sealed, boundTo(assessmentId, respondentKey));
  const key = keys.ring.find(assessmentId, name.epoch, name.tag);
  if (!key) throw new DraftKeyGoneError(assessmentId, name.epoch);
  return unseal(key.key, name.text, boundTo(assessmentId, respondentKey));
}

/**
 * The same draft sealed under another key, its padded plaintext unchanged (so its length says
 * no more than before); throws DraftKeyGoneError when the key it is sealed under was destroyed.
 */
export function resealDraft(keys: DraftKeys, key: DraftKey, assessmentId: string, respondentKey: string, sealed: string): string {
  if (key.assessmentId !== assessmentId) throw new Error('a draft is sealed under a key of its own assessment');
  return `${sealedPrefixOf(key)}${seal(key.key, unsealDraftText(keys, assessmentId, respondentKey, sealed), boundTo(assessmentId, respondentKey))}`;
}

/** Opens a draft under the key it names; throws DraftKeyGoneError when that key was destroyed. */
export function openDraft(keys: DraftKeys, assessmentId: string, respondentKey: string, sealed: string): Draft {
  return decodeDraft(unsealDraftText(keys, assessmentId, respondentKey, sealed));
}
