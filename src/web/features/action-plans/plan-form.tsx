import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreateActionPlanRequest } from '#domain/api/action-plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage, fieldErrorsOf } from '#web/api-errors.ts';
import { useCreateActionPlan, useOwnerChoices } from './queries.ts';

/** Something a plan may act on, as the form offers it. */
export type PlanSource = { key: string; label: string; source: CreateActionPlanRequest['source']; sourceRef: string };

type Props = {
  assessmentId: string;
  sources: readonly PlanSource[];
  /** A team plan: the manager whose team it is for. */
  teamManagerId?: string;
  /** The owner when it is not the planner's to choose (a manager's own team plan). */
  owner?: { id: string; name: string };
  onDone?: () => void;
};

/** Plans an action: what it acts on, a title, a description, an owner and a due date. */
export function NewPlanForm({ assessmentId, sources, teamManagerId, owner, onDone }: Props) {
  const { t } = useLingui();
  const { toast } = useToast();
  const create = useCreateActionPlan();
  const owners = useOwnerChoices(owner === undefined);
  const [sourceKey, setSourceKey] = useState(sources[0]?.key ?? '');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [ownerId, setOwnerId] = useState(owner?.id ?? '');
  const [dueOn, setDueOn] = useState('');
  const errors = fieldErrorsOf(create.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = sources.find((entry) => entry.key === sourceKey);
    if (!chosen) return;
    create.mutate(
      {
        assessmentId,
        source: chosen.source,
        sourceRef: chosen.sourceRef,
        ...(teamManagerId ? { teamManagerId } : {}),
        title,
        description,
        ownerId,
        dueOn,
      },
      {
        onSuccess: (plan) => {
          const planTitle = plan.title;
          toast({ title: t`Action planned`, description: t`“${planTitle}” is in the action plans.`, variant: 'success' });
          setTitle('');
          setDescription('');
          onDone?.();
        },
        onError: (error) =>
          toast({
            title: t`The action was not planned`,
            description: errorMessage(error, t`Could not save the plan. Please try again.`),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label={t`Acts on`} required error={errors.sourceRef}>
        <Select
          value={sourceKey}
          onChange={(event) => setSourceKey(event.target.value)}
          options={sources.map(({ key, label }) => ({ value: key, label }))}
        />
      </Field>
      <Field label={t`Title`} required error={errors.title}>
        <Input value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <Field label={t`Description`} hint={t`What will be done, written for everyone who may read it.`} error={errors.description}>
        <Textarea value={description} rows={3} onChange={(event) => setDescription(event.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {owner ? (
          <Field label={t`Owner`}>
            <Input value={owner.name} readOnly />
          </Field>
        ) : (
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
      <div>
        <Button type="submit" loading={create.isPending}>
          <Trans>Save the plan</Trans>
        </Button>
      </div>
    </form>
  );
}
