import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AssessmentDraft } from '#domain/api/assessments-drafts.ts';
import { assessmentBuilderMessages as messages } from '#domain/messages/assessment-builder.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { BuilderDetails } from './builder-details.tsx';
import { BuilderOpenDialog } from './builder-open-dialog.tsx';
import type { DraftForm } from './builder-model.ts';
import { BuilderPreview } from './builder-preview.tsx';
import { QuestionList } from './builder-question-list.tsx';
import { builderReducer } from './builder-state.ts';
import { useDraftSaving } from './use-draft-saving.ts';
import { useLingui } from '@lingui/react/macro';

export interface AssessmentBuilderProps {
  initial: DraftForm;
  savedId: string | null;
  source: AssessmentDraft | undefined;
  nextWaveOf: string | undefined;
  onCreated: (id: string) => void;
}

/** Writing a draft assessment: its details and questions, a preview, saving it as a draft and opening it. */
export function AssessmentBuilder({ initial, savedId, source, nextWaveOf, onCreated }: AssessmentBuilderProps) {
  const { t } = useLingui();
  const [form, dispatch] = useReducer(builderReducer, initial);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saving = useDraftSaving({ form, dispatch, savedId, source, nextWaveOf, onCreated });
  const noQuestions = form.questions.length === 0;
  const busy = saving.saving || saving.opening;

  // After a refused save, the keyboard goes to the first field to fix.
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const refusedNow = () => {
    setPreviewing(false);
    setFailedAttempts((count) => count + 1);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    // The button stays enabled while saving (a disabled button would drop the keyboard's focus): a second press waits.
    if (busy || noQuestions) return;
    if (!(await saving.persist())) refusedNow();
  }

  return (
    <>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
        {saving.failure && (
          <FormMessage tone="error">
            <p>{saving.failure}</p>
            {saving.conflict && saving.savedId && (
              <p className="mt-2">
                <Link to={`${paths.createAssessment}?nextWaveOf=${encodeURIComponent(saving.savedId)}`} className={textLinkClass}>
                  Start a new wave
                </Link>
              </p>
            )}
          </FormMessage>
        )}
        <BuilderDetails form={form} errors={saving.errors} dispatch={dispatch} />
        {previewing ? (
          <BuilderPreview form={form} />
        ) : (
          <QuestionList questions={form.questions} errors={saving.errors} dispatch={dispatch} />
        )}
        <div className="flex flex-col gap-2">
          {noQuestions && <p className="text-sm text-slate-700">{t(messages.noQuestions)}</p>}
          {!noQuestions && saving.savedId && saving.dirty && (
            <p role="status" className="text-sm text-slate-700">
              {t(messages.unsavedChanges)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={noQuestions} aria-busy={saving.saving || undefined}>
              {saving.saving ? <Trans>Saving…</Trans> : <Trans>Save as draft</Trans>}
            </Button>
            <Button variant="outline" aria-pressed={previewing} onClick={() => setPreviewing((shown) => !shown)}>
              <Trans>Preview</Trans>
            </Button>
            <Button variant="secondary" disabled={noQuestions} aria-busy={saving.opening || undefined} onClick={() => setConfirming(true)}>
              <Trans>Open assessment</Trans>
            </Button>
            <Link to={paths.dashboard} className={buttonClasses({ variant: 'ghost' })}>
              <Trans>Cancel</Trans>
            </Link>
          </div>
        </div>
      </form>
      <BuilderOpenDialog
        open={confirming}
        opening={saving.opening}
        onClose={() => setConfirming(false)}
        onConfirm={(dates) => {
          setConfirming(false);
          void saving.openAssessment(dates).then((opened) => (opened ? undefined : refusedNow()));
        }}
      />
    </>
  );
}
