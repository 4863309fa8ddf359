import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ANSWER_OPTIONS, PREFER_NOT_TO_SAY } from '#domain/answer-scale.ts';
import { questionsForSet, type QuestionSetId } from '#domain/question-bank.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { agreementAnswerKeys, useAnswerShortcuts } from '#web/features/assessments/index.ts';
import { domainLabelOf, statementIn, useShownLocales } from './shown-wording.ts';
import type { AnswerSheet } from './workspace-schema.ts';

const PREFER_NOT = 'prefer-not';
/** The server questionnaire's scale and its words. */
const OPTIONS = [
  ...ANSWER_OPTIONS.map((option) => ({ value: String(option.value), label: option.label })),
  { value: PREFER_NOT, label: PREFER_NOT_TO_SAY },
];

/**
 * One question at a time (spec/02 §2): Next waits for an answer; the last question completes.
 * Answers stay in memory until then. The keyboard is the server questionnaire's: 1 to 5, 0 for
 * "Prefer not to say", Enter to go on.
 */
export function LocalQuestionnaire({
  setId,
  onComplete,
  onCancel,
}: {
  setId: QuestionSetId;
  onComplete: (sheet: AnswerSheet) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const locales = useShownLocales();
  const questions = questionsForSet(setId);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const question = questions[index];
  const chosen = question ? answers[question.id] : undefined;
  const answered = Object.keys(answers).length;
  const last = index === questions.length - 1;
  const complete = () =>
    onComplete(
      Object.fromEntries(
        questions.map((item) => [
          item.id,
          answers[item.id] === PREFER_NOT || answers[item.id] === undefined ? null : Number(answers[item.id]),
        ]),
      ),
    );
  const choose = (value: string) => {
    if (question) setAnswers((current) => ({ ...current, [question.id]: value }));
  };
  useAnswerShortcuts({
    keys: agreementAnswerKeys.keys,
    choose: (value) => choose(value === null ? PREFER_NOT : String(value)),
    goOn: () => (last ? complete() : setIndex(index + 1)),
    canGoOn: last ? answered === questions.length : chosen !== undefined,
    submitting: false,
  });
  if (!question) return null;
  const number = index + 1;
  const total = questions.length;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>
            Question {number} of {total}
          </Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            {answered} of {total} answered
          </Trans>
        </CardDescription>
        <Progress value={((index + 1) / questions.length) * 100} label={t`Progress`} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Badge variant="info" className="self-start">
          {domainLabelOf(question.domain, locales)}
        </Badge>
        <RadioGroup
          key={question.id}
          legend={statementIn(question, locales)}
          options={OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={chosen ?? ''}
          onChange={choose}
        />
        <p className="text-xs text-slate-600">{agreementAnswerKeys.hint}</p>
        <div className="flex flex-wrap justify-between gap-2">
          {index === 0 ? (
            <Button variant="ghost" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setIndex(index - 1)}>
              <Trans>Previous</Trans>
            </Button>
          )}
          {last ? (
            <Button disabled={answered < questions.length} onClick={complete}>
              <Trans>Complete Assessment</Trans>
            </Button>
          ) : (
            <Button disabled={chosen === undefined} onClick={() => setIndex(index + 1)}>
              <Trans>Next</Trans>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
