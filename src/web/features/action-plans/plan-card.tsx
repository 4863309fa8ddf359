import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActionPlan } from '#domain/api/action-plans.ts';
import type { RoadmapItemStatus } from '#domain/api/roadmap.ts';
import { ROADMAP_STATUS_LABELS } from '#domain/roadmap-status.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage, fieldErrorsOf } from '#web/api-errors.ts';
import { formatLongDate } from '#web/features/results/index.ts';
import { PlanEditForm } from './plan-edit-form.tsx';
import { useAddProgress, usePublishActionPlan } from './queries.ts';

const statusVariant: Record<RoadmapItemStatus, BadgeVariant> = { not_started: 'neutral', in_progress: 'info', done: 'success' };

/** A due date (YYYY-MM-DD) in the reader's words; noon UTC keeps it the same day everywhere. */
export const dueDateText = (dueOn: string) => formatLongDate(`${dueOn}T12:00:00Z`);

export function isOverdue(plan: Pick<ActionPlan, 'dueOn' | 'status'>, today = new Date().toISOString().slice(0, 10)): boolean {
  return plan.status !== 'done' && plan.dueOn < today;
}

/** Status, owner and due date of a plan, in one line of badges. */
export function PlanFacts({ plan }: { plan: ActionPlan }) {
  const { t } = useLingui();
  const due = dueDateText(plan.dueOn);
  const owner = plan.ownerName;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Badge variant={statusVariant[plan.status]}>{t(ROADMAP_STATUS_LABELS[plan.status])}</Badge>
      {isOverdue(plan) && (
        <Badge variant="danger">
          <Trans>Overdue</Trans>
        </Badge>
      )}
      {plan.domainLabel && <Badge variant="neutral">{plan.domainLabel}</Badge>}
      <span>
        <Trans>Due {due}</Trans>
      </span>
      {owner && (
        <span>
          <Trans>Owner: {owner}</Trans>
        </span>
      )}
    </div>
  );
}

function Updates({ plan }: { plan: ActionPlan }) {
  const { t } = useLingui();
  if (plan.updates.length === 0) return null;
  return (
    <ol className="flex flex-col gap-2 border-s-2 border-slate-200 ps-4" aria-label={t`Progress updates`}>
      {plan.updates.map((update) => {
        const when = formatLongDate(update.createdAt);
        const author = update.authorName ?? t`Someone no longer here`;
        return (
          <li key={update.id} className="flex flex-col gap-1">
            <span className="text-xs text-slate-600">
              <Trans>
                {when} · {author}
              </Trans>
              {update.status && <> · {t(ROADMAP_STATUS_LABELS[update.status])}</>}
            </span>
            <p className="whitespace-pre-line text-slate-900">{update.note}</p>
          </li>
        );
      })}
    </ol>
  );
}

function ProgressForm({ plan }: { plan: ActionPlan }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const add = useAddProgress();
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<RoadmapItemStatus>(plan.status);
  const errors = fieldErrorsOf(add.error);
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { id: plan.id, update: { note, status } },
      {
        onSuccess: () => {
          setNote('');
          toast({ title: t`Progress saved`, variant: 'success' });
        },
        onError: (error) =>
          toast({ title: t`Progress was not saved`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' }),
      },
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <Field label={t`Progress update`} required error={errors.note}>
        <Textarea value={note} rows={2} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t`Status`} className="min-w-44">
          <Select
            value={status}
            onChange={(event) => setStatus(event.target.value as RoadmapItemStatus)}
            options={(['not_started', 'in_progress', 'done'] as const).map((value) => ({ value, label: t(ROADMAP_STATUS_LABELS[value]) }))}
          />
        </Field>
        <Button type="submit" size="sm" loading={add.isPending}>
          <Trans>Add update</Trans>
        </Button>
      </div>
    </form>
  );
}

function PublishButton({ plan }: { plan: ActionPlan }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const publish = usePublishActionPlan();
  const published = plan.publishedAt !== null;
  return (
    <Button
      variant="outline"
      size="sm"
      loading={publish.isPending}
      onClick={() =>
        publish.mutate(
          { id: plan.id, published: !published },
          {
            onSuccess: () => toast({ title: published ? t`No longer shown to everyone` : t`Shown to everyone`, variant: 'success' }),
            onError: (error) =>
              toast({ title: t`Not changed`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' }),
          },
        )
      }
    >
      {published ? t`Stop showing to everyone` : t`Publish to everyone`}
    </Button>
  );
}

/** The element id of a plan's card: the owner's reminder links to it (src/server/action-plans/reminders.ts). */
const anchorOf = (plan: ActionPlan) => `action-plan-${plan.id}`;

/** A plan opened from its link (`#action-plan-…`) is scrolled to and focused once it is on the page. */
function useOpenedFromLink(plan: ActionPlan) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash !== `#${anchorOf(plan)}`) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [plan]);
  return ref;
}

type PlanCardProps = { plan: ActionPlan; mayUpdate: boolean; mayPublish: boolean; mayChangeOwner?: boolean };

/** One plan: what it is, who owns it and by when, its progress, and what the reader may do with it. */
export function PlanCard({ plan, mayUpdate, mayPublish, mayChangeOwner = false }: PlanCardProps) {
  const titleId = useId();
  const ref = useOpenedFromLink(plan);
  const [editing, setEditing] = useState(false);
  const team = plan.teamManagerName;
  return (
    <article
      ref={ref}
      id={anchorOf(plan)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex scroll-mt-4 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-lg leading-tight font-semibold">
          {plan.title}
        </h3>
        {plan.publishedAt && (
          <Badge variant="success">
            <Trans>Published</Trans>
          </Badge>
        )}
        {team && (
          <Badge variant="info">
            <Trans>Team of {team}</Trans>
          </Badge>
        )}
      </div>
      <PlanFacts plan={plan} />
      {editing && <PlanEditForm plan={plan} mayChangeOwner={mayChangeOwner} onDone={() => setEditing(false)} />}
      {plan.description && <p className="whitespace-pre-line text-slate-800">{plan.description}</p>}
      <Updates plan={plan} />
      {mayUpdate && <ProgressForm plan={plan} />}
      {(mayPublish || (mayUpdate && !editing)) && (
        <div className="flex flex-wrap gap-3">
          {mayUpdate && !editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
          )}
          {mayPublish && <PublishButton plan={plan} />}
        </div>
      )}
    </article>
  );
}
