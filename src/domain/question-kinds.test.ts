import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { sumCompletedAnswers } from './answer-sums.ts';
import { QuestionnaireQuestionSchema } from './api/assessments.ts';
import { QuestionInputSchema } from './api/assessments-drafts.ts';
import {
  ANSWER_VALUE_MAX,
  ANSWER_VALUE_MIN,
  checkAnswer,
  QUESTION_KIND_NAME_PATTERN,
  QUESTION_KINDS,
  questionKinds,
  type QuestionKind,
  type QuestionOfKind,
  COMMENT_MAX_LENGTH,
  draftCapacity,
  missingRequired,
  scoredDomains,
  type AgreementQuestion,
  type AnswerValue,
  type AssessmentQuestion,
  type CommentQuestion,
  type NetPromoterQuestion,
  type SingleChoiceQuestion,
} from './question-kinds.ts';

const base = { text: 'A question', order: 1, domain: 'wellbeing', domainLabel: 'Wellbeing', required: true };
const agree: AgreementQuestion = { ...base, id: 'a', kind: 'agreement' };
const choice: SingleChoiceQuestion = {
  ...base,
  id: 'c',
  kind: 'single-choice',
  options: ['Office', 'Home', 'Both'],
  domain: 'ways',
  domainLabel: 'Ways',
};
const comment: CommentQuestion = { ...base, id: 't', kind: 'comment', required: false };
const enps: NetPromoterQuestion = { ...base, id: 'e', kind: 'enps', domain: 'loyalty', domainLabel: 'Loyalty' };

describe('checking answers, per kind', () => {
  it('agreement takes 1 to 5 or null, nothing else', () => {
    for (const value of [1, 3, 5, null]) expect(checkAnswer(agree, value)).toEqual({ ok: true, value });
    for (const value of [0, 6, 2.5, '3', undefined, true]) expect(checkAnswer(agree, value).ok).toBe(false);
  });

  it('single choice takes the number of one of its options, or null', () => {
    for (const value of [1, 3, null]) expect(checkAnswer(choice, value)).toEqual({ ok: true, value });
    for (const value of [0, 4, 1.5, 'Home']) expect(checkAnswer(choice, value).ok).toBe(false);
    const tooHigh = checkAnswer(choice, 4);
    expect(tooHigh.ok || i18n._(tooHigh.message)).toContain('3 options');
  });

  it('net promoter takes a whole score from 0 to 10, or null', () => {
    for (const value of [0, 6, 9, 10, null]) expect(checkAnswer(enps, value)).toEqual({ ok: true, value });
    for (const value of [-1, 11, 7.5, '9', undefined]) expect(checkAnswer(enps, value).ok).toBe(false);
    const tooHigh = checkAnswer(enps, 11);
    expect(tooHigh.ok || i18n._(tooHigh.message)).toContain('0 to 10');
  });

  it('comment takes trimmed text up to 2,000 characters; a blank one is no answer', () => {
    expect(checkAnswer(comment, '  More quiet rooms, please.\n')).toEqual({ ok: true, value: 'More quiet rooms, please.' });
    expect(checkAnswer(comment, '   ')).toEqual({ ok: true, value: undefined });
    expect(checkAnswer(comment, 'x'.repeat(COMMENT_MAX_LENGTH)).ok).toBe(true);
    const tooLong = checkAnswer(comment, 'x'.repeat(COMMENT_MAX_LENGTH + 1));
    expect(tooLong.ok || i18n._(tooLong.message)).toContain('2000');
    for (const value of [3, null, undefined]) expect(checkAnswer(comment, value).ok).toBe(false);
  });
});

describe('adding up released answers, per kind', () => {
  const questions = new Map<string, AssessmentQuestion>([agree, choice, enps, comment].map((question) => [question.id, question]));
  const person = (team: string, answers: [string, AnswerValue][]) => ({ team, answers });

  it('scores agreement only, keeps choices and net promoter scores (0 included) as rows and comments apart', () => {
    const sums = sumCompletedAnswers(
      [
        person('m1', [
          ['a', 4],
          ['c', 2],
          ['e', 0],
          ['t', 'Fewer meetings'],
        ]),
        person('m1', [
          ['a', null],
          ['c', 2],
        ]),
        person('', [
          ['a', 2],
          ['c', null],
          ['e', 10],
          ['t', 'More training'],
        ]),
      ],
      questions,
    );
    expect(sums.domains.get('wellbeing')).toEqual({ respondents: 2, answers: 2, sum: 6, preferNot: 1, counts: [0, 1, 0, 1, 0] });
    expect(sums.domains.has('ways')).toBe(false);
    expect(sums.domains.has('loyalty')).toBe(false);
    expect(sums.rows.filter((row) => row.questionId === 'e').map((row) => row.value)).toEqual([0, 10]);
    expect(sums.questions.get('a')).toMatchObject({ answers: 2, sum: 6, preferNot: 1 });
    expect(sums.questions.has('c')).toBe(false);
    expect(sums.rows.filter((row) => row.questionId === 'c').map((row) => row.value)).toEqual([2, 2, null]);
    expect(sums.comments).toEqual([
      { questionId: 't', text: 'Fewer meetings' },
      { questionId: 't', text: 'More training' },
    ]);
    expect(sums.teams.m1).toEqual({
      respondents: 2,
      domains: { wellbeing: { respondents: 1, answers: 1, sum: 4, preferNot: 1, counts: [0, 0, 0, 1, 0] } },
      // Counted kinds per value, in each kind's order (decision 0068): two "Home", one score of 0.
      choices: { c: [0, 2, 0], e: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    });
    // The person without a team: a score of 10; their "Prefer not to say" to the choice counts nowhere.
    expect(sums.groups['']?.choices).toEqual({ e: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] });
    expect(sums.rows.some((row) => row.questionId === 't')).toBe(false);
  });

  it('skips answers to questions the assessment does not ask', () => {
    const sums = sumCompletedAnswers(
      [
        person('', [
          ['gone', 5],
          ['a', 5],
        ]),
      ],
      questions,
    );
    expect(sums.rows).toEqual([{ questionId: 'a', value: 5 }]);
  });
});

describe('what each layer asks of the questions', () => {
  it('lists the scored domains in order, with their labels, and not the unscored kinds', () => {
    const second: AgreementQuestion = { ...agree, id: 'b', domain: 'growth', domainLabel: 'Growth' };
    expect(scoredDomains([enps, choice, agree, comment, second, { ...agree, id: 'a2' }])).toEqual([
      { key: 'wellbeing', label: 'Wellbeing' },
      { key: 'growth', label: 'Growth' },
    ]);
  });

  it('counts required questions without an answer; optional ones may be skipped', () => {
    expect(missingRequired([agree, choice, comment], new Map([['a', null]]))).toBe(1);
    expect(
      missingRequired(
        [agree, choice, comment],
        new Map<string, AnswerValue>([
          ['a', 1],
          ['c', 2],
        ]),
      ),
    ).toBe(0);
  });

  it('gives a draft room for the longest comment, whatever is written', () => {
    expect(draftCapacity([agree])).toBeLessThan(200);
    expect(draftCapacity([agree, comment]) - draftCapacity([agree])).toBeGreaterThanOrEqual(8000);
  });
});

/** One question of each kind: a kind missing here does not compile, so each check below covers every kind. */
const samples: { [K in QuestionKind]: QuestionOfKind<K> } = { agreement: agree, 'single-choice': choice, enps, comment };

describe('the record of kinds', () => {
  it('lists every kind once, each with a name the database check admits', () => {
    expect(QUESTION_KINDS).toEqual(Object.keys(samples));
    for (const kind of QUESTION_KINDS) expect(kind).toMatch(new RegExp(QUESTION_KIND_NAME_PATTERN));
  });

  it('stores every value a kind takes within the range answers.value admits, in the room its draft keeps', () => {
    for (const kind of QUESTION_KINDS) {
      const question = samples[kind];
      const definition = questionKinds[kind];
      const publication = definition.publication;
      const values =
        publication.as === 'counts'
          ? publication.values(question as never).map(({ value }) => value)
          : publication.as === 'scores'
            ? [1, 2, 3, 4, 5]
            : [];
      for (const value of values) {
        expect(checkAnswer(question, value), `${kind} ${value}`).toEqual({ ok: true, value });
        expect(value).toBeGreaterThanOrEqual(ANSWER_VALUE_MIN);
        expect(value).toBeLessThanOrEqual(ANSWER_VALUE_MAX);
        expect(String(value).length).toBeLessThanOrEqual(definition.encodedCapacity);
      }
    }
  });

  it('reads each kind back from its stored parts, and the API shapes carry it both ways', () => {
    for (const kind of QUESTION_KINDS) {
      const question = samples[kind];
      const { id, text, order, domain, domainLabel, required } = question;
      const stored = questionKinds[kind].fromStored(
        { id, text, order, domain, domainLabel, required },
        'options' in question ? question.options : [],
      );
      expect(stored).toEqual(question);
      expect(QuestionnaireQuestionSchema.parse(question)).toEqual(question);
      const input = QuestionInputSchema.parse({ ...question, domain: { key: domain, label: domainLabel } });
      expect(input).toMatchObject({ kind, required: questionKinds[kind].alwaysOptional === null && required });
    }
  });

  it('refuses a kind the record does not have, in both API shapes', () => {
    expect(QuestionnaireQuestionSchema.safeParse({ ...agree, kind: 'slider' }).success).toBe(false);
    expect(QuestionInputSchema.safeParse({ text: 'A question', kind: 'slider', domain: { key: 'wellbeing' } }).success).toBe(false);
  });
});
