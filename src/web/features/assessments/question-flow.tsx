import type { AssessmentSummary, Questionnaire } from '#domain/api/assessments.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { useAnswerKeys } from './answer-input.tsx';
import { useAnswerShortcuts } from './answer-shortcuts.ts';
import { PageShell } from './parts.tsx';
import { QuestionCard } from './question-card.tsx';
import type { CompleteAssessmentResponse } from './queries.ts';
import { useQuestionFlow, type QuestionFlowState } from './use-question-flow.ts';

export interface QuestionFlowProps {
  questionnaire: Questionnaire;
  submitLabel: string;
  onCompleted: (result: CompleteAssessmentResponse, assessment: AssessmentSummary) => void;
  onCancel: (() => void) | undefined;
}

/** Answering, one question at a time: where the person is, the question, and the way on. */
export function QuestionFlow({ questionnaire, submitLabel, onCompleted, onCancel }: QuestionFlowProps) {
  const { assessment } = questionnaire;
  const flow = useQuestionFlow(questionnaire, onCompleted);
  const groupSize = assessment.minimumGroupSize;
  useAnswerShortcuts({
    keys: useAnswerKeys(flow.question).keys,
    choose: flow.choose,
    goOn: () => void (flow.isLast ? flow.complete() : flow.move(1)),
    canGoOn: flow.canGoOn,
    submitting: flow.submitting,
  });

  return (
    <PageShell narrow>
      <div className="flex flex-col gap-2">
        {/* The assessment's own words may be in another language than the page: each runs in its own direction. */}
        <h1 dir="auto" className="text-3xl font-bold tracking-tight">
          {assessment.title}
        </h1>
        {assessment.description && (
          <p dir="auto" className="text-slate-700">
            {assessment.description}
          </p>
        )}
        {flow.isFirst && (
          <p className="text-sm text-slate-700">
            <Trans>Results are only shown for groups of at least {groupSize} people.</Trans>
          </p>
        )}
      </div>
      <QuestionProgress flow={flow} />
      <QuestionCard flow={flow} />
      <QuestionNavigation flow={flow} submitLabel={submitLabel} onCancel={onCancel} />
    </PageShell>
  );
}

function QuestionProgress({ flow }: { flow: QuestionFlowState }) {
  const { t, i18n } = useLingui();
  const { total, answeredCount } = flow;
  const position = flow.index + 1;
  const percent = i18n.number(answeredCount / total, { style: 'percent' });
  return (
    <div className="flex flex-col gap-2">
      <div aria-live="polite" aria-atomic="true" className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900">
          <Trans>
            Question {position} of {total}
          </Trans>
        </span>
        <span>
          <Trans>
            {answeredCount} of {total} answered ({percent})
          </Trans>
        </span>
      </div>
      <Progress value={answeredCount} max={total} label={t`Assessment progress`} valueText={t`${answeredCount} of ${total} answered`} />
    </div>
  );
}

function QuestionNavigation({
  flow,
  submitLabel,
  onCancel,
}: {
  flow: QuestionFlowState;
  submitLabel: string;
  onCancel: (() => void) | undefined;
}) {
  const { isFirst, isLast, saving, submitting } = flow;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={isFirst || saving || submitting} onClick={() => void flow.move(-1)}>
          <Trans>Previous</Trans>
        </Button>
        {onCancel && isFirst && (
          <Button variant="ghost" disabled={saving || submitting} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
      {isLast ? (
        <Button disabled={!flow.canGoOn} loading={submitting} onClick={() => void flow.complete()}>
          {submitLabel}
        </Button>
      ) : (
        <Button disabled={!flow.answered || submitting} loading={saving} onClick={() => void flow.move(1)}>
          <Trans>Next</Trans>
        </Button>
      )}
    </div>
  );
}
