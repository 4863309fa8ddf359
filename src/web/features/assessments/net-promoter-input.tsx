import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { QuestionnaireQuestion } from '#domain/api/assessments.ts';
import { PREFER_NOT_TO_SAY } from '#domain/answer-scale.ts';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { answerFromRadio, PREFER_NOT_TO_SAY_VALUE, radioFromAnswer, type AnswerValue } from './queries.ts';

/*
 * A net promoter question's control (decision 0062): the scores 0 to 10 and "Prefer not to say"
 * as one radio group, with its keyboard hint, in a chunk of its own with its texts, loaded when
 * such a question is shown, so the respondent's first page pays nothing for it.
 */

const SCORES = Array.from({ length: 11 }, (_, score) => score);

export default function NetPromoterInput({
  question,
  legend,
  value,
  onChange,
  disabled,
}: {
  question: Extract<QuestionnaireQuestion, { kind: 'enps' }>;
  legend: ReactNode;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const label = (score: number) => (score === 0 ? t`0 (not at all likely)` : score === 10 ? t`10 (extremely likely)` : String(score));
  return (
    <RadioGroup
      key={question.id}
      name={`question-${question.id}`}
      legend={legend}
      hint={t`Keyboard: press 0 to 9 to choose a score, T for 10, the arrow keys for Prefer not to say, and Enter to continue.`}
      orientation="horizontal"
      options={[
        ...SCORES.map((score) => ({ value: String(score), label: label(score) })),
        { value: PREFER_NOT_TO_SAY_VALUE, label: t(PREFER_NOT_TO_SAY) },
      ]}
      value={typeof value === 'string' ? '' : (radioFromAnswer(value) ?? '')}
      onChange={(chosen) => onChange(answerFromRadio(chosen))}
      disabled={disabled}
    />
  );
}
