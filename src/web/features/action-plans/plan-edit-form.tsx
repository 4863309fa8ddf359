import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActionPlan, UpdateActionPlanRequest } from '#domain/api/action-plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage, fieldErrorsOf } from '#web/api-errors.ts';
import { useChangeActionPlan, useOwnerChoices } from './queries.ts';

/** Only what was changed is sent: the server audits the keys that changed, and a new due date is reminded afresh. */
function changesOf(plan: ActionPlan, edited: { title: string; ownerId: string; dueOn: string }): UpdateActionPlanRequest {
  return {
    ...(edited.title !== plan.title ? { title: edited.title } : {}),
    ...(edited.ownerId !== (plan.ownerId ?? '') ? { ownerId: edited.ownerId } : {}),
    ...(edited.dueOn !== plan.dueOn ? { dueOn: edited.dueOn } : {}),
  };
}

/**
 * Changes a plan's title, due date and (for administrators) owner. The server checks every field
 * and answers each one's message; a manager's own team plan stays theirs, so they see no owner list.
 */
export function PlanEditForm({ plan, mayChangeOwner, onDone }: { plan: ActionPlan; mayChangeOwner: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const change = useChangeActionPlan();
  const owners = useOwnerChoices(mayChangeOwner);
  const [title, setTitle] = useState(plan.title);
  const [ownerId, setOwnerId] = useState(plan.ownerId ?? '');
  const [dueOn, setDueOn] = useState(plan.dueOn);
  const errors = fieldErrorsOf(change.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes = changesOf(plan, { title, ownerId, dueOn });
    if (Object.keys(changes).length === 0) return onDone();
    change.mutate(
      { id: plan.id, change: changes },
      {
        onSuccess: () => {
          toast({ title: t`Plan changed`, variant: 'success' });
          onDone();
        },
        onError: (error) =>
          toast({ title: t`The plan was not changed`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-md border border-slate-200 bg-slate-50 p-4" noValidate>
      <Field label={t`Title`} required error={errors.title}>
        <Input value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {mayChangeOwner && (
          <Field label={t`Owner`} required error={errors.ownerId}>
            <Select
              value={ownerId}
              placeholder={t`Choose an administrator or manager`}
              onChange={(event) => setOwnerId(event.target.value)}
              options={(owners.data ?? []).map((person) => ({
                value: person.id,
                label: `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || person.email,
              }))}
            />
          </Field>
        )}
        <Field label={t`Due date`} required error={errors.dueOn}>
          <Input type="date" value={dueOn} onChange={(event) => setDueOn(event.target.value)} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" loading={change.isPending}>
          <Trans>Save changes</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
