import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { questionKindMessages as messages } from '../messages/question-kinds.ts';
import { countAnswer, emptyCounts, emptyTally } from '../tallies.ts';
import { isWhole, ok, refused, type QuestionBase, type QuestionKindDefinition } from './definition.ts';

/** Agreement: 1 Strongly Disagree … 5 Strongly Agree, null Prefer not to say; the scored kind. */
export type AgreementQuestion = QuestionBase & { readonly kind: 'agreement' };

export const agreement = {
  label: msg`Agreement (Strongly Disagree to Strongly Agree)`,
  alwaysOptional: null,
  hasOptions: false,
  fromStored: (base) => ({ ...base, kind: 'agreement' }),
  check: (_question, raw) => (raw === null || isWhole(raw, 1, 5) ? ok(raw) : refused(messages.answerAgreement)),
  encodedCapacity: 1,
  count(question, value, { sums, team, givenIn }) {
    const answer = typeof value === 'number' ? value : null;
    sums.rows.push({ questionId: question.id, value: answer });
    const tally = sums.questions.get(question.id) ?? { answers: 0, sum: 0, preferNot: 0, counts: emptyCounts() };
    const organisation = sums.domains.get(question.domain) ?? emptyTally();
    const own = (team.domains[question.domain] ??= emptyTally());
    for (const into of [tally, organisation, own]) countAnswer(into, answer);
    sums.questions.set(question.id, tally);
    sums.domains.set(question.domain, organisation);
    if (answer !== null) givenIn.add(question.domain);
  },
  publication: { as: 'scores' },
  questionnaireSchema: z.object({ kind: z.literal('agreement') }),
  inputSchema: z.object({ kind: z.literal('agreement'), required: z.boolean().default(true) }),
} satisfies QuestionKindDefinition<AgreementQuestion>;
