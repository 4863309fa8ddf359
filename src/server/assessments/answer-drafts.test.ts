import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, draftCapacity, type AssessmentQuestion } from '#domain/question-kinds.ts';
import { openDraft, sealDraft, type Draft } from './answer-drafts.ts';

const key = randomBytes(32);
const base = { text: 'A statement', domain: 'belonging', domainLabel: 'Belonging', required: true };
const statements: AssessmentQuestion[] = Array.from({ length: 30 }, (_, index) => ({ ...base, id: `deib-belonging-${index + 1}`, order: index + 1, kind: 'agreement' }));
const questions: AssessmentQuestion[] = [...statements, { ...base, id: 'own-comment-1', order: 31, kind: 'comment', required: false }];
const capacity = draftCapacity(questions);
const team = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const draftOf = (answers: [string, number | string | null][]): Draft => ({ team, answers: new Map(answers) });
const seal = (draft: Draft) => sealDraft(key, 'assessment', 'respondent', draft, capacity);

describe('sealed drafts', () => {
  it('all have one length, whatever was answered, how many, and how much was written', () => {
    const drafts = {
      nothing: draftOf([]),
      one: draftOf([['deib-belonging-1', 3]]),
      everyStatement: draftOf(statements.map((question) => [question.id, 5])),
      preferNotToSay: draftOf(statements.map((question) => [question.id, null])),
      // The longest comment in bytes: every character takes three in UTF-8.
      longestComment: draftOf([...statements.map((question): [string, number] => [question.id, 1]), ['own-comment-1', '€'.repeat(COMMENT_MAX_LENGTH)]]),
      noTeam: { team: '', answers: new Map() },
    };
    const lengths = new Map(Object.entries(drafts).map(([name, draft]) => [name, seal(draft).length]));
    expect(new Set(lengths.values()).size, JSON.stringify(Object.fromEntries(lengths))).toBe(1);
  });

  it('open to what was sealed', () => {
    const draft = draftOf([['deib-belonging-2', 4], ['own-comment-1', 'Thank you, «all» of you']]);
    expect(openDraft(key, 'assessment', 'respondent', seal(draft))).toEqual(draft);
  });
});
