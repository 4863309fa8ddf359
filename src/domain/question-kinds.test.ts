import { describe, expect, it } from 'vitest';
import { sumCompletedAnswers } from './answer-sums.ts';
import {
  checkAnswer,
  COMMENT_MAX_LENGTH,
  draftCapacity,
  missingRequired,
  scoredDomains,
  type AgreementQuestion,
  type AnswerValue,
  type AssessmentQuestion,
  type CommentQuestion,
  type SingleChoiceQuestion,
} from './question-kinds.ts';

const base = { text: 'A question', order: 1, domain: 'wellbeing', domainLabel: 'Wellbeing', required: true };
const agree: AgreementQuestion = { ...base, id: 'a', kind: 'agreement' };
const choice: SingleChoiceQuestion = { ...base, id: 'c', kind: 'single-choice', options: ['Office', 'Home', 'Both'], domain: 'ways', domainLabel: 'Ways' };
const comment: CommentQuestion = { ...base, id: 't', kind: 'comment', required: false };

describe('checking answers, per kind', () => {
  it('agreement takes 1 to 5 or null, nothing else', () => {
    for (const value of [1, 3, 5, null]) expect(checkAnswer(agree, value)).toEqual({ ok: true, value });
    for (const value of [0, 6, 2.5, '3', undefined, true]) expect(checkAnswer(agree, value).ok).toBe(false);
  });

  it('single choice takes the number of one of its options, or null', () => {
    for (const value of [1, 3, null]) expect(checkAnswer(choice, value)).toEqual({ ok: true, value });
    for (const value of [0, 4, 1.5, 'Home']) expect(checkAnswer(choice, value).ok).toBe(false);
    expect(checkAnswer(choice, 4)).toEqual({ ok: false, message: expect.stringContaining('3 options') });
  });

  it('comment takes trimmed text up to 2,000 characters; a blank one is no answer', () => {
    expect(checkAnswer(comment, '  More quiet rooms, please.\n')).toEqual({ ok: true, value: 'More quiet rooms, please.' });
    expect(checkAnswer(comment, '   ')).toEqual({ ok: true, value: undefined });
    expect(checkAnswer(comment, 'x'.repeat(COMMENT_MAX_LENGTH)).ok).toBe(true);
    expect(checkAnswer(comment, 'x'.repeat(COMMENT_MAX_LENGTH + 1))).toEqual({ ok: false, message: expect.stringContaining('2000') });
    for (const value of [3, null, undefined]) expect(checkAnswer(comment, value).ok).toBe(false);
  });
});

describe('adding up released answers, per kind', () => {
  const questions = new Map<string, AssessmentQuestion>([agree, choice, comment].map((question) => [question.id, question]));
  const person = (team: string, answers: [string, AnswerValue][]) => ({ team, answers });

  it('scores agreement only, keeps choices as rows and comments apart', () => {
    const sums = sumCompletedAnswers(
      [
        person('m1', [['a', 4], ['c', 2], ['t', 'Fewer meetings']]),
        person('m1', [['a', null], ['c', 2]]),
        person('', [['a', 2], ['c', null], ['t', 'More training']]),
      ],
      questions,
    );
    expect(sums.domains.get('wellbeing')).toEqual({ respondents: 2, answers: 2, sum: 6, preferNot: 1, counts: [0, 1, 0, 1, 0] });
    expect(sums.domains.has('ways')).toBe(false);
    expect(sums.questions.get('a')).toMatchObject({ answers: 2, sum: 6, preferNot: 1 });
    expect(sums.questions.has('c')).toBe(false);
    expect(sums.rows.filter((row) => row.questionId === 'c').map((row) => row.value)).toEqual([2, 2, null]);
    expect(sums.comments).toEqual([
      { questionId: 't', text: 'Fewer meetings' },
      { questionId: 't', text: 'More training' },
    ]);
    expect(sums.teams.m1).toEqual({ respondents: 2, domains: { wellbeing: { respondents: 1, answers: 1, sum: 4, preferNot: 1, counts: [0, 0, 0, 1, 0] } } });
    expect(sums.rows.some((row) => row.questionId === 't')).toBe(false);
  });

  it('skips answers to questions the assessment does not ask', () => {
    const sums = sumCompletedAnswers([person('', [['gone', 5], ['a', 5]])], questions);
    expect(sums.rows).toEqual([{ questionId: 'a', value: 5 }]);
  });
});

describe('what each layer asks of the questions', () => {
  it('lists the scored domains in order, with their labels, and not the unscored kinds', () => {
    const second: AgreementQuestion = { ...agree, id: 'b', domain: 'growth', domainLabel: 'Growth' };
    expect(scoredDomains([choice, agree, comment, second, { ...agree, id: 'a2' }])).toEqual([
      { key: 'wellbeing', label: 'Wellbeing' },
      { key: 'growth', label: 'Growth' },
    ]);
  });

  it('counts required questions without an answer; optional ones may be skipped', () => {
    expect(missingRequired([agree, choice, comment], new Map([['a', null]]))).toBe(1);
    expect(missingRequired([agree, choice, comment], new Map<string, AnswerValue>([['a', 1], ['c', 2]]))).toBe(0);
  });

  it('gives a draft room for the longest comment, whatever is written', () => {
    expect(draftCapacity([agree])).toBeLessThan(200);
    expect(draftCapacity([agree, comment]) - draftCapacity([agree])).toBeGreaterThanOrEqual(8000);
  });
});
