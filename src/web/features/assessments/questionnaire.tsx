import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ANSWER_OPTIONS,
  PREFER_NOT_TO_SAY,
  type AssessmentSummary,
  type Questionnaire,
} from '#domain/api/assessments.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { ApiError } from '#web/api-client.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { PageShell, StateCard } from './parts.tsx';
import {
  answerFromRadio,
  assessmentsQueryKey,
  completeAssessment,
  PREFER_NOT_TO_SAY_VALUE,
  radioFromAnswer,
  saveAnswer,
  useQuestionnaire,
  type AnswerValue,
  type CompleteAssessmentResponse,
} from './queries.ts';

export interface AssessmentQuestionnaireProps {
  assessmentId: string;
  /** The last question's button: 'Complete Assessment' or 'Submit Anonymously'. */
  submitLabel: string;
  /** Runs once the assessment is completed (after the server confirmed it). */
  onCompleted: (result: CompleteAssessmentResponse, assessment: AssessmentSummary) => void;
  /** When given, the first question offers Cancel, which calls this (e.g. back to an overview). */
  onCancel?: () => void;
  /** Where the non-answering states (paused, closed, completed, not found) lead back to. */
  returnTo?: { to: string; label: string };
}

const RADIO_OPTIONS = [
  ...ANSWER_OPTIONS.map((option) => ({ value: String(option.value), label: option.label })),
  { value: PREFER_NOT_TO_SAY_VALUE, label: PREFER_NOT_TO_SAY },
];

/** Keys 1–5 choose that answer, 0 chooses Prefer not to say. */
const KEY_ANSWERS: Readonly<Record<string, AnswerValue>> = { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '0': null };

const NON_TEXT_INPUT_TYPES = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Typing goes to the field: shortcuts stay out of text inputs, text areas, selects and editable content. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUT_TYPES.has(target.type);
}

/** Enter already activates these natively; handling it again would act twice. */
function activatesOnEnter(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.closest('button, a[href], summary, [role="button"], [role="link"]') !== null;
}

/**
 * One assessment, one question at a time: loads the questions and the person's saved answers,
 * resumes where they stopped, and shows the paused, closed and completed states instead of
 * the questions when answering is not possible.
 */
export function AssessmentQuestionnaire({
  assessmentId,
  submitLabel,
  onCompleted,
  onCancel,
  returnTo = { to: paths.dashboard, label: 'Return to Dashboard' },
}: AssessmentQuestionnaireProps) {
  const query = useQuestionnaire(assessmentId);
  const returnLink = (
    <Link to={returnTo.to} className={buttonClasses({ variant: 'outline' })}>
      {returnTo.label}
    </Link>
  );

  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.code === 'bad_request' || query.error.code === 'validation_failed')) {
      return (
        <StateCard title="Assessment not found" description="This assessment does not exist or is not part of your organisation." actions={returnLink} />
      );
    }
    return (
      <StateCard
        title="Error loading assessment"
        actions={
          <>
            <Button onClick={() => void query.refetch()}>Try again</Button>
            {returnLink}
          </>
        }
      >
        <FormMessage tone="error">{errorMessage(query.error, 'The assessment could not be loaded. Please try again.')}</FormMessage>
      </StateCard>
    );
  }
  // Resuming must start from the answers as they are now, never from an older cached copy.
  if (!query.data || !query.isFetchedAfterMount) return <LoadingState label="Loading the assessment…" />;

  const questionnaire = query.data;
  const { assessment } = questionnaire;
  const savedCount = Object.keys(questionnaire.answers).length;

  if (assessment.myProgress.completedAt) {
    return (
      <StateCard
        title="You have completed this assessment"
        description={assessment.title}
        actions={returnLink}
      >
        <p className="text-slate-700">Thank you for taking part. Answers cannot be changed after completion.</p>
      </StateCard>
    );
  }
  if (assessment.status === 'closed') {
    return (
      <StateCard title={assessment.title} actions={returnLink}>
        <FormMessage tone="notice">{assessmentMessages.closed}</FormMessage>
      </StateCard>
    );
  }
  if (assessment.status === 'paused') {
    return (
      <StateCard
        title={assessment.title}
        actions={
          <>
            <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
              Check again
            </Button>
            {returnLink}
          </>
        }
      >
        <FormMessage tone="notice">{assessmentMessages.paused}</FormMessage>
        <p className="text-slate-700">
          {savedCount} of {questionnaire.questions.length} questions answered and saved so far.
        </p>
      </StateCard>
    );
  }
  if (questionnaire.questions.length === 0) {
    return <StateCard title={assessment.title} description="This assessment has no questions yet." actions={returnLink} />;
  }
  return (
    <QuestionFlow
      key={assessment.id}
      questionnaire={questionnaire}
      submitLabel={submitLabel}
      onCompleted={onCompleted}
      onCancel={onCancel}
    />
  );
}

/** The question at a position; the questionnaire page only shows the flow for a non-empty list. */
function questionAt(questions: readonly QuestionnaireQuestion[], index: number): QuestionnaireQuestion {
  const question = questions[Math.min(Math.max(index, 0), questions.length - 1)];
  if (!question) throw new Error('An assessment without questions has no question flow');
  return question;
}

type QuestionnaireQuestion = Questionnaire['questions'][number];

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'error'; message: string };

function QuestionFlow({
  questionnaire,
  submitLabel,
  onCompleted,
  onCancel,
}: {
  questionnaire: Questionnaire;
  submitLabel: string;
  onCompleted: AssessmentQuestionnaireProps['onCompleted'];
  onCancel: (() => void) | undefined;
}) {
  const { assessment, questions } = questionnaire;
  const total = questions.length;
  const queryClient = useQueryClient();
  const { toast } = useToast();

  // The person's choices, and what the server has confirmed: the two differ only until a save succeeds.
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(() => ({ ...questionnaire.answers }));
  const [saved, setSaved] = useState<Record<string, AnswerValue>>(() => ({ ...questionnaire.answers }));
  const [index, setIndex] = useState(() => Math.max(0, Math.min(questionnaire.resumeAt, total - 1)));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const legendRef = useRef<HTMLSpanElement>(null);
  const shownIndex = useRef(index);

  const question = questionAt(questions, index);
  // Each step moves focus to the new question, so screen readers read it (not on first load).
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    legendRef.current?.focus();
  }, [index]);

  const current = answers[question.id];
  const answered = current !== undefined;
  const dirty = answered && !(Object.hasOwn(saved, question.id) && saved[question.id] === current);
  const isFirst = index === 0;
  const isLast = index === total - 1;
  const answeredCount = questions.filter((candidate) => answers[candidate.id] !== undefined).length;
  const unanswered = total - answeredCount;
  const percent = Math.round((answeredCount / total) * 100);
  const saving = saveState.kind === 'saving';

  function choose(value: AnswerValue) {
    setAnswers((previous) => ({ ...previous, [question.id]: value }));
  }

  function saveFailed(error: unknown) {
    setSaveState({
      kind: 'error',
      message: errorMessage(error, 'Your answer could not be saved. Please try again.'),
    });
    // Paused, closed or completed meanwhile: read the assessment again so the page shows why.
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: [...assessmentsQueryKey, assessment.id] });
    }
  }

  /** Saves the current question's choice unless the server already has it; true when it is saved. */
  async function saveCurrent(): Promise<boolean> {
    if (current === undefined) return false;
    if (!dirty) return true;
    setSaveState({ kind: 'saving' });
    try {
      await saveAnswer(assessment.id, question.id, current);
      setSaved((previous) => ({ ...previous, [question.id]: current }));
      setSaveState({ kind: 'idle' });
      return true;
    } catch (error) {
      saveFailed(error);
      return false;
    }
  }

  async function move(step: 1 | -1) {
    if (busy.current) return;
    if (step === 1 && !answered) return;
    busy.current = true;
    try {
      // Going back keeps an unanswered question unanswered; a choice made is saved first.
      if (answered && !(await saveCurrent())) return;
      setIndex((value) => Math.max(0, Math.min(total - 1, value + step)));
    } finally {
      busy.current = false;
    }
  }

  async function complete() {
    if (busy.current || current === undefined || unanswered > 0) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const result = await completeAssessment(assessment.id, { [question.id]: current });
      setSaved((previous) => ({ ...previous, [question.id]: current }));
      onCompleted(result, assessment);
      void queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true });
    } catch {
      toast({
        title: assessmentMessages.submissionFailedTitle,
        description: assessmentMessages.submissionFailedText,
        variant: 'destructive',
      });
      setSubmitting(false);
    } finally {
      busy.current = false;
    }
  }

  const canGoOn = answered && !saving && !submitting && (!isLast || unanswered === 0);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
    if (isTextEntry(event.target)) return;
    // An open dialog owns the keyboard.
    if (document.querySelector('dialog[open]')) return;
    if (Object.hasOwn(KEY_ANSWERS, event.key)) {
      if (submitting) return;
      event.preventDefault();
      choose(KEY_ANSWERS[event.key] ?? null);
      return;
    }
    if (event.key === 'Enter' && !event.repeat && !activatesOnEnter(event.target)) {
      if (!canGoOn) return;
      event.preventDefault();
      void (isLast ? complete() : move(1));
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  let note;
  if (saveState.kind === 'saving') note = <p className="text-sm text-slate-700">Saving…</p>;
  else if (saveState.kind === 'error') {
    note = (
      <FormMessage tone="error">
        <p className="font-semibold">Your answer was not saved</p>
        <p>{saveState.message}</p>
        <p>Your choice is still selected: try again when you are ready.</p>
      </FormMessage>
    );
  } else if (dirty) note = <p className="text-sm text-slate-700">Not saved yet: your answer is saved when you continue.</p>;
  else if (Object.keys(saved).length > 0) {
    note = (
      <p className="flex items-center gap-1.5 text-sm text-green-800">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
        Auto-saved
      </p>
    );
  } else note = <p className="text-sm text-slate-700">Your answers are saved automatically as you go.</p>;

  return (
    <PageShell narrow>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{assessment.title}</h1>
        {assessment.description && <p className="text-slate-700">{assessment.description}</p>}
      </div>

      <div className="flex flex-col gap-2">
        <div aria-live="polite" aria-atomic="true" className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
          <span className="font-medium text-slate-900">
            Question {index + 1} of {total}
          </span>
          <span>
            {answeredCount} of {total} answered ({percent}%)
          </span>
        </div>
        <Progress value={answeredCount} max={total} label="Assessment progress" valueText={`${answeredCount} of ${total} answered`} />
      </div>

      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge variant="info">
              <span className="sr-only">Domain: </span>
              {question.domainLabel}
            </Badge>
            {note && saveState.kind !== 'error' && note}
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
            value={radioFromAnswer(current) ?? ''}
            onChange={(value) => choose(answerFromRadio(value))}
            disabled={submitting}
          />
          {saveState.kind === 'error' && note}
          {isLast && unanswered > 0 && (
            <p className="text-sm text-slate-700">{assessmentMessages.incomplete(unanswered)}</p>
          )}
          <p className="text-xs text-slate-600">
            Keyboard: press 1 to 5 to choose an answer, 0 for {PREFER_NOT_TO_SAY}, and Enter to continue.
          </p>
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={isFirst || saving || submitting} onClick={() => void move(-1)}>
            Previous
          </Button>
          {onCancel && isFirst && (
            <Button variant="ghost" disabled={saving || submitting} onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
        {isLast ? (
          <Button disabled={!canGoOn} loading={submitting} onClick={() => void complete()}>
            {submitLabel}
          </Button>
        ) : (
          <Button disabled={!answered || submitting} loading={saving} onClick={() => void move(1)}>
            Next
          </Button>
        )}
      </div>
    </PageShell>
  );
}
