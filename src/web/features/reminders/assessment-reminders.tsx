import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssessmentSummary } from '#domain/api/assessments.ts';
import { reminderMessages } from '#domain/messages.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { formatDateTime } from '#web/features/results/index.ts';
import { useReminders } from './queries.ts';
import { ReminderScheduleForm } from './reminder-schedule-form.tsx';
import { SendReminderNow } from './send-reminder-now.tsx';

export interface AssessmentRemindersProps {
  assessment: Pick<AssessmentSummary, 'id' | 'title' | 'status' | 'closesAt'>;
}

/**
 * The 'Reminders' part of an assessment an administrator manages: when reminders go, 'Send a
 * reminder now', and when reminders went (date and time only: never to whom or how many).
 */
export function AssessmentReminders({ assessment }: AssessmentRemindersProps) {
  // Loaded only when opened: a long list of assessments asks for nothing it does not show.
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded ? t`Hide reminders` : t`Reminders`}
        </Button>
      </div>
      {expanded && <RemindersPanel id={panelId} assessment={assessment} />}
    </div>
  );
}

function RemindersPanel({ id, assessment }: AssessmentRemindersProps & { id: string }) {
  const reminders = useReminders(assessment.id);
  const open = assessment.status === 'open';
  const { t } = useLingui();
  const title = assessment.title;

  let body;
  if (reminders.isPending) body = <LoadingState label={t`Loading reminders…`} />;
  else if (reminders.isError)
    body = <FormMessage tone="error">{errorMessage(reminders.error, t`The reminders could not be loaded.`)}</FormMessage>;
  else {
    const { schedule, sent, sending } = reminders.data;
    body = (
      <>
        {/* Keyed by what was saved, so the form starts again from the server's schedule after a save. */}
        <ReminderScheduleForm
          key={JSON.stringify(schedule)}
          assessmentId={assessment.id}
          title={assessment.title}
          hasCloseDate={assessment.closesAt !== null}
          saved={schedule}
        />
        <div className="flex flex-wrap items-center gap-3">
          {open ? (
            <SendReminderNow assessmentId={assessment.id} title={assessment.title} sending={sending} />
          ) : (
            <p className="text-sm text-slate-700">{t(reminderMessages.notOpen)}</p>
          )}
          {sending && (
            <p className="text-sm text-slate-700" role="status">
              <Trans>A reminder is on its way.</Trans>
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-900">
            <Trans context="reminders">Sent</Trans>
          </p>
          {sent.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>No reminders sent yet.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Reminders sent for ${title}`} className="text-sm text-slate-700">
              {sent.map((reminder) => (
                <li key={reminder.sentAt}>
                  <time dateTime={reminder.sentAt}>{formatDateTime(reminder.sentAt)}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
      </>
    );
  }

  return (
    <section id={id} aria-label={t`Reminders for ${title}`} className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <div className="flex flex-col gap-1">
        <p className="font-medium text-slate-900">
          <Trans>Reminders</Trans>
        </p>
        <p className="text-sm text-slate-700">{t(reminderMessages.privacy)}</p>
      </div>
      {body}
    </section>
  );
}
