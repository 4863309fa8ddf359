import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReminderSchedule } from '#domain/api/reminders.ts';
import { reminderMessages } from '#domain/messages.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useSaveReminderSchedule } from './queries.ts';

/** The day counts offered; a schedule saved with others shows those too. */
const OFFERED_DAYS = [1, 3, 7, 14];

export interface ReminderScheduleFormProps {
  assessmentId: string;
  title: string;
  /** Whether the assessment has a close date: '1 day before closing' needs one. */
  hasCloseDate: boolean;
  saved: ReminderSchedule;
}

/** Checkboxes for when reminders go, saved together. */
export function ReminderScheduleForm({ assessmentId, title, hasCloseDate, saved }: ReminderScheduleFormProps) {
  const [days, setDays] = useState<number[]>(saved.daysAfterOpening);
  const [beforeClose, setBeforeClose] = useState(saved.dayBeforeClose);
  const save = useSaveReminderSchedule(assessmentId);
  const { toast } = useToast();
  const { t } = useLingui();
  const dayText = (count: number) => t`${plural(count, { one: '# day after opening', other: '# days after opening' })}`;
  const offered = [...new Set([...OFFERED_DAYS, ...saved.daysAfterOpening])].sort((a, b) => a - b);
  const unchanged = beforeClose === saved.dayBeforeClose && [...days].sort((a, b) => a - b).join() === saved.daysAfterOpening.join();

  function toggle(day: number, checked: boolean) {
    setDays((current) => (checked ? [...current, day] : current.filter((chosen) => chosen !== day)));
  }

  function submit() {
    save.mutate(
      { daysAfterOpening: [...days].sort((a, b) => a - b), dayBeforeClose: beforeClose },
      {
        onSuccess: () => toast({ title: t(reminderMessages.scheduleSavedTitle), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t(reminderMessages.scheduleFailedTitle),
            description: errorMessage(error, t`Please try again.`),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          <Trans>Send reminders automatically</Trans>
        </legend>
        {offered.map((day) => (
          <Checkbox key={day} label={dayText(day)} checked={days.includes(day)} onCheckedChange={(checked) => toggle(day, checked)} />
        ))}
        <Checkbox
          label={t`1 day before closing`}
          description={hasCloseDate ? undefined : t`Only when the assessment has a close date.`}
          disabled={!hasCloseDate && !beforeClose}
          checked={beforeClose}
          onCheckedChange={setBeforeClose}
        />
      </fieldset>
      <p className="text-xs text-slate-600">
        <Trans>A day whose time has already passed when you save it is skipped: use Send a reminder now instead.</Trans>
      </p>
      <div>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={save.isPending}
          disabled={unchanged}
          aria-label={t`Save reminders for ${title}`}
        >
          <Trans>Save reminders</Trans>
        </Button>
      </div>
    </form>
  );
}
