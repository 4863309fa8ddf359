import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, draftCapacity, type AssessmentQuestion } from '#domain/question-kinds.ts';
import { seal as sealText } from '#server/crypto/aead.ts';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { DraftKeyGoneError, encodeDraft, openDraft, resealDraft, sealDraft, sealedKeyName, type Draft } from './answer-drafts.ts';

const assessmentId = '0b6f3c1e-2d4a-4f5b-8c6d-7e8f9a0b1c2d';
const keys = { ring: DraftKeyRing.inMemory(), legacy: randomBytes(32) };
const key = keys.ring.obtain(assessmentId, 0);
const base = { text: 'A statement', domain: 'belonging', domainLabel: 'Belonging', required: true };
const statements: AssessmentQuestion[] = Array.from({ length: 30 }, (_, index) => ({
  ...base,
  id: `deib-belonging-${index + 1}`,
  order: index + 1,
  kind: 'agreement',
}));
const questions: AssessmentQuestion[] = [...statements, { ...base, id: 'own-comment-1', order: 31, kind: 'comment', required: false }];
const capacity = draftCapacity(questions);
const team = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const draftOf = (answers: [string, number | string | null][]): Draft => ({ team, answers: new Map(answers) });
const seal = (draft: Draft) => sealDraft(key, assessmentId, 'respondent', draft, capacity);

describe('sealed drafts', () => {
  it('all have one length, whatever was answered, how many, and how much was written', () => {
    const drafts = {
      nothing: draftOf([]),
      one: draftOf([['deib-belonging-1', 3]]),
      everyStatement: draftOf(statements.map((question) => [question.id, 5])),
      preferNotToSay: draftOf(statements.map((question) => [question.id, null])),
      // The longest comment in bytes: every character takes three in UTF-8.
      longestComment: draftOf([
        ...statements.map((question): [string, number] => [question.id, 1]),
        ['own-comment-1', '€'.repeat(COMMENT_MAX_LENGTH)],
      ]),
      noTeam: { team: '', answers: new Map() },
    };
    const lengths = new Map(Object.entries(drafts).map(([name, draft]) => [name, seal(draft).length]));
    expect(new Set(lengths.values()).size, JSON.stringify(Object.fromEntries(lengths))).toBe(1);
  });

  it('open to what was sealed', () => {
    const draft = draftOf([
      ['deib-belonging-2', 4],
      ['own-comment-1', 'Thank you, «all» of you'],
    ]);
    expect(openDraft(keys, assessmentId, 'respondent', seal(draft))).toEqual(draft);
  });

  it('name the key they are sealed under, and open no more once it is destroyed', () => {
    const draft = draftOf([['deib-belonging-2', 4]]);
    const sealed = seal(draft);
    expect(sealedKeyName(sealed)).toMatchObject({ epoch: 0, tag: key.tag });
    const next = keys.ring.obtain(assessmentId, 1);
    const resealed = resealDraft(keys, next, assessmentId, 'respondent', sealed);
    // The same padded plaintext: sealing again tells nothing by its length.
    expect(resealed.length).toBe(sealed.length);
    keys.ring.destroy(assessmentId, 0);
    expect(() => openDraft(keys, assessmentId, 'respondent', sealed)).toThrow(DraftKeyGoneError);
    expect(openDraft(keys, assessmentId, 'respondent', resealed)).toEqual(draft);
    // A key made again for a destroyed epoch is another key: the old drafts stay shut.
    keys.ring.obtain(assessmentId, 0);
    expect(() => openDraft(keys, assessmentId, 'respondent', sealed)).toThrow(DraftKeyGoneError);
  });

  it('sealed by an earlier version (under the derived key) still open, and can be sealed again under a ring key', () => {
    const draft = draftOf([['deib-belonging-3', null]]);
    const earlier = sealText(keys.legacy, encodeDraft(draft, capacity), `answer_drafts:${assessmentId}:respondent`);
    expect(sealedKeyName(earlier)).toBeUndefined();
    expect(openDraft(keys, assessmentId, 'respondent', earlier)).toEqual(draft);
    expect(
      openDraft(
        keys,
        assessmentId,
        'respondent',
        resealDraft(keys, keys.ring.obtain(assessmentId, 2), assessmentId, 'respondent', earlier),
      ),
    ).toEqual(draft);
  });
});
