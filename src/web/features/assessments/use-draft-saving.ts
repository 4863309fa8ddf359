import { useState, type Dispatch } from 'react';
import { useNavigate } from 'react-router';
import type { AssessmentDates, AssessmentSummary } from '#domain/api/assessments.ts';
import type { AssessmentDraft } from '#domain/api/assessments-drafts.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { assessmentBuilderMessages as messages } from '#domain/messages/assessment-builder.ts';
import { errorMessage, fieldErrorsOf, isApiError } from '#web/api-errors.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { fingerprint, knownDomainsOf, serverErrors, validateDraft, type DraftForm, type FieldErrors } from './builder-model.ts';
import type { BuilderAction } from './builder-state.ts';
import { useOpenDraft, useSaveDraft, useSetCloseDate } from './draft-queries.ts';
import { formatDateTime } from './parts.tsx';
import { useLingui } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
type Toast = ReturnType<typeof useToast>['toast'];

/** Says that the assessment opened, or when it will. */
function announceOpening(toast: Toast, opened: Pick<AssessmentSummary, 'status' | 'title' | 'opensAt'>) {
  if (opened.status === 'scheduled') {
    toast({
      title: i18n._(assessmentAdministrationMessages.scheduledTitle),
      description: i18n._(assessmentAdministrationMessages.scheduledText(opened.title, formatDateTime(opened.opensAt))),
      variant: 'success',
    });
  } else {
    toast({ title: i18n._(messages.openedTitle), description: i18n._(messages.openedText(opened.title)), variant: 'success' });
  }
}

/** Sets the close date of an assessment just opened (or scheduled). */
async function closeAfterOpening(closeOn: ReturnType<typeof useSetCloseDate>, toast: Toast, id: string, closesAt: string) {
  // It opened (or is scheduled) either way: a refused close date is said, and can be set from the dashboard.
  try {
    await closeOn.mutateAsync({ id, closesAt });
  } catch (error) {
    toast({
      title: i18n._(messages.closeDateNotSetTitle),
      description: errorMessage(error, i18n._(messages.closeDateNotSetText)),
      variant: 'destructive',
    });
  }
}

export interface DraftSavingOptions {
  form: DraftForm;
  dispatch: Dispatch<BuilderAction>;
  /** The saved draft being edited; null until the first save. */
  savedId: string | null;
  /** What the form started from (a saved draft or an earlier wave), whose domains keep their keys. */
  source: AssessmentDraft | undefined;
  nextWaveOf: string | undefined;
  onCreated: (id: string) => void;
}

/**
 * Saving and opening a draft. The form is checked with the server's own schema first; a refusal
 * puts the server's issues beside the fields and says why, and the form keeps everything typed.
 */
export function useDraftSaving({ form, dispatch, savedId: initialId, source, nextWaveOf, onCreated }: DraftSavingOptions) {
  const { t } = useLingui();
  const save = useSaveDraft();
  const open = useOpenDraft();
  const closeOn = useSetCloseDate();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [savedId, setSavedId] = useState(initialId);
  const [known, setKnown] = useState(() => knownDomainsOf(source));
  const [savedPrint, setSavedPrint] = useState(() => (initialId === null ? null : fingerprint(form)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const dirty = savedPrint !== fingerprint(form);

  function refused(error: unknown, title: string, fallback: string, keys: readonly string[] = []) {
    const message = errorMessage(error, fallback);
    setErrors(serverErrors(fieldErrorsOf(error), keys));
    setFailure(message);
    setConflict(isApiError(error, 'conflict'));
    toast({ title, description: message, variant: 'destructive' });
  }

  /** Saves the form; the saved draft, or null when it was refused (the reasons are shown). */
  async function persist(): Promise<AssessmentDraft | null> {
    const checked = validateDraft(form, known);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(t(messages.checkFields(Object.keys(checked.errors).length)));
      return null;
    }
    const keys = form.questions.map((question) => question.key);
    setErrors({});
    setFailure(null);
    try {
      const draft = await save.mutateAsync({
        id: savedId,
        request: checked.request,
        nextWaveOf: savedId === null ? nextWaveOf : undefined,
      });
      const duration = String(draft.durationMinutes ?? checked.request.durationMinutes);
      dispatch({ type: 'saved', ids: Object.fromEntries(keys.map((key, index) => [key, draft.questions[index]?.id])), duration });
      setKnown(knownDomainsOf(draft));
      setSavedPrint(fingerprint({ ...form, duration }));
      setConflict(false);
      if (savedId === null) {
        setSavedId(draft.assessment.id);
        onCreated(draft.assessment.id);
      }
      toast({ title: t(messages.savedTitle), description: t(messages.savedText(draft.assessment.title)), variant: 'success' });
      return draft;
    } catch (error) {
      refused(error, t(assessmentAdministrationMessages.createFailedTitle), t(assessmentAdministrationMessages.createFailed), keys);
      return null;
    }
  }

  /**
   * Saves what is not saved yet, then opens the assessment now or schedules it (`opensAt`), sets
   * its close date if one is given, and goes to the dashboard; false when refused.
   */
  async function openAssessment(dates: AssessmentDates = {}): Promise<boolean> {
    const id = savedId !== null && !dirty ? savedId : (await persist())?.assessment.id;
    if (id === undefined) return false;
    let opened;
    try {
      opened = await open.mutateAsync({ id, opensAt: dates.opensAt });
    } catch (error) {
      refused(error, t(assessmentAdministrationMessages.statusFailedTitle), t(assessmentAdministrationMessages.statusFailedText));
      return false;
    }
    announceOpening(toast, opened);
    if (dates.closesAt !== undefined) await closeAfterOpening(closeOn, toast, id, dates.closesAt);
    void navigate(paths.dashboard);
    return true;
  }

  return {
    errors,
    failure,
    conflict,
    dirty,
    savedId,
    saving: save.isPending,
    opening: open.isPending || closeOn.isPending,
    persist,
    openAssessment,
  };
}
