import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssessmentSummary, Questionnaire } from '#domain/api/assessments.ts';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { assessmentsQueryKey, completeAssessment, type CompleteAssessmentResponse } from './queries.ts';
import { useAnswerSaving, type QuestionnaireQuestion } from './use-answer-saving.ts';
import { useLingui } from '@lingui/react/macro';

/** The question at a position; the questionnaire page only shows the flow for a non-empty list. */
function questionAt(questions: readonly QuestionnaireQuestion[], index: number): QuestionnaireQuestion {
  const question = questions[Math.min(Math.max(index, 0), questions.length - 1)];
  if (!question) throw new Error('An assessment without questions has no question flow');
  return question;
}

/**
 * Where the person is in the questionnaire and what they may do next: moving saves the choice
 * first, completing sends the last answer with the completion.
 */
export function useQuestionFlow(
  questionnaire: Questionnaire,
  onCompleted: (result: CompleteAssessmentResponse, assessment: AssessmentSummary) => void,
) {
  const { t } = useLingui();
  const { assessment, questions } = questionnaire;
  const total = questions.length;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [index, setIndex] = useState(() => Math.max(0, Math.min(questionnaire.resumeAt, total - 1)));
  const [submitting, setSubmitting] = useState(false);
  // One move or completion at a time, even when Enter and a click arrive together.
  const busy = useRef(false);

  const question = questionAt(questions, index);
  const answering = useAnswerSaving(questionnaire, question);
  const { current, answered } = answering;
  const isLast = index === total - 1;
  // A comment typed and cleared is saved as none; it does not count as answered.
  const answeredCount = questions.filter(
    (candidate) => answering.answers[candidate.id] !== undefined && answering.answers[candidate.id] !== '',
  ).length;
  // Optional questions (comments, and those an administrator marked so) may be skipped.
  const unanswered = questions.filter((candidate) => candidate.required && answering.answers[candidate.id] === undefined).length;
  const mayGoOn = answered || !question.required;
  const incompleteMessage = questions.every((candidate) => candidate.required)
    ? assessmentMessages.incomplete(unanswered)
    : assessmentMessages.requiredMissing(unanswered);
  const saving = answering.saveState.kind === 'saving';

  async function move(step: 1 | -1) {
    if (busy.current) return;
    if (step === 1 && !mayGoOn) return;
    busy.current = true;
    try {
      // Going back keeps an unanswered question unanswered; a choice made is saved first.
      if (answered && !(await answering.saveCurrent())) return;
      setIndex((value) => Math.max(0, Math.min(total - 1, value + step)));
    } finally {
      busy.current = false;
    }
  }

  async function complete() {
    if (busy.current || !mayGoOn || unanswered > 0) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const result = await completeAssessment(assessment.id, current === undefined ? {} : { [question.id]: current });
      if (current !== undefined) answering.markSaved(current);
      onCompleted(result, assessment);
      void queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true });
    } catch {
      toast({
        title: t(assessmentMessages.submissionFailedTitle),
        description: t(assessmentMessages.submissionFailedText),
        variant: 'destructive',
      });
      setSubmitting(false);
    } finally {
      busy.current = false;
    }
  }

  return {
    ...answering,
    question,
    index,
    total,
    isFirst: index === 0,
    isLast,
    answeredCount,
    unanswered,
    incompleteMessage,
    saving,
    submitting,
    canGoOn: mayGoOn && !saving && !submitting && (!isLast || unanswered === 0),
    move,
    complete,
  };
}

export type QuestionFlowState = ReturnType<typeof useQuestionFlow>;
