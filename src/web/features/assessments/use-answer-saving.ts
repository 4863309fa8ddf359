import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Questionnaire } from '#domain/api/assessments.ts';
import { ApiError } from '#web/api-client.ts';
import { errorMessage } from '#web/api-errors.ts';
import { assessmentsQueryKey, saveAnswer, type AnswerValue } from './queries.ts';

export type QuestionnaireQuestion = Questionnaire['questions'][number];

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'error'; message: string };

/**
 * The person's choices, and what the server has confirmed: the two differ only until a save
 * succeeds. Works on the question on screen.
 */
export function useAnswerSaving(questionnaire: Questionnaire, question: QuestionnaireQuestion) {
  const { assessment } = questionnaire;
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(() => ({ ...questionnaire.answers }));
  const [saved, setSaved] = useState<Record<string, AnswerValue>>(() => ({ ...questionnaire.answers }));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });

  const current = answers[question.id];
  const answered = current !== undefined;
  const dirty = answered && !(Object.hasOwn(saved, question.id) && saved[question.id] === current);

  function choose(value: AnswerValue) {
    setAnswers((previous) => ({ ...previous, [question.id]: value }));
  }

  function markSaved(value: AnswerValue) {
    setSaved((previous) => ({ ...previous, [question.id]: value }));
  }

  function saveFailed(error: unknown) {
    setSaveState({
      kind: 'error',
      message: errorMessage(error, t`Your answer could not be saved. Please try again.`),
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
      markSaved(current);
      setSaveState({ kind: 'idle' });
      return true;
    } catch (error) {
      saveFailed(error);
      return false;
    }
  }

  return {
    answers,
    current,
    answered,
    dirty,
    anySaved: Object.keys(saved).length > 0,
    saveState,
    choose,
    markSaved,
    saveCurrent,
  };
}
