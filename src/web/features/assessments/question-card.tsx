import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { AnswerInput, useAnswerKeys } from './answer-input.tsx';
import { SaveNote } from './save-note.tsx';
import type { QuestionFlowState } from './use-question-flow.ts';
import { useLingui } from '@lingui/react/macro';

/** The question on screen: its domain, the answer choices and whether the answer is saved. */
export function QuestionCard({ flow }: { flow: QuestionFlowState }) {
  const { t } = useLingui();
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
  const { hint } = useAnswerKeys(question);
  const note = <SaveNote saveState={flow.saveState} dirty={flow.dirty} anySaved={flow.anySaved} />;
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="info">
            <span className="sr-only">
              <Trans>Domain:</Trans>{' '}
            </span>
            {question.domainLabel}
          </Badge>
          {!failed && note}
        </div>
        <AnswerInput
          question={question}
          legend={
            <span
              ref={legendRef}
              tabIndex={-1}
              dir="auto"
              className="block pb-2 text-lg leading-snug font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {question.text}
            </span>
          }
          value={flow.current}
          onChange={flow.choose}
          disabled={flow.submitting}
        />
        {failed && note}
        {flow.isLast && flow.unanswered > 0 && <p className="text-sm text-slate-700">{t(flow.incompleteMessage)}</p>}
        {hint && <p className="text-xs text-slate-600">{hint}</p>}
      </CardContent>
    </Card>
  );
}
