import { useEffect, useRef } from 'react';
import { ANSWER_OPTIONS, PREFER_NOT_TO_SAY } from '#domain/answer-scale.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { answerFromRadio, PREFER_NOT_TO_SAY_VALUE, radioFromAnswer } from './queries.ts';
import { SaveNote } from './save-note.tsx';
import type { QuestionFlowState } from './use-question-flow.ts';

const RADIO_OPTIONS = [
  ...ANSWER_OPTIONS.map((option) => ({ value: String(option.value), label: option.label })),
  { value: PREFER_NOT_TO_SAY_VALUE, label: PREFER_NOT_TO_SAY },
];

/** The question on screen: its domain, the answer choices and whether the answer is saved. */
export function QuestionCard({ flow }: { flow: QuestionFlowState }) {
  const { question } = flow;
  const legendRef = useRef<HTMLSpanElement>(null);
  const shownQuestion = useRef(question.id);
  // Each step moves focus to the new question, so screen readers read it (not on first load).
  useEffect(() => {
    if (shownQuestion.current === question.id) return;
    shownQuestion.current = question.id;
    legendRef.current?.focus();
  }, [question.id]);

  const failed = flow.saveState.kind === 'error';
  const note = <SaveNote saveState={flow.saveState} dirty={flow.dirty} anySaved={flow.anySaved} />;
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="info">
            <span className="sr-only">Domain: </span>
            {question.domainLabel}
          </Badge>
          {!failed && note}
        </div>
        <RadioGroup
          key={question.id}
          name={`question-${question.id}`}
          legend={
            <span
              ref={legendRef}
              tabIndex={-1}
              className="block pb-2 text-lg leading-snug font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {question.text}
            </span>
          }
          options={RADIO_OPTIONS}
          value={radioFromAnswer(flow.current) ?? ''}
          onChange={(value) => flow.choose(answerFromRadio(value))}
          disabled={flow.submitting}
        />
        {failed && note}
        {flow.isLast && flow.unanswered > 0 && (
          <p className="text-sm text-slate-700">{assessmentMessages.incomplete(flow.unanswered)}</p>
        )}
        <p className="text-xs text-slate-600">
          Keyboard: press 1 to 5 to choose an answer, 0 for {PREFER_NOT_TO_SAY}, and Enter to continue.
        </p>
      </CardContent>
    </Card>
  );
}
