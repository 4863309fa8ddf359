import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoadmapItem, RoadmapItemStatus } from '#domain/api/roadmap.ts';
import { roadmapMessages } from '#domain/messages.ts';
import { ROADMAP_STATUS_LABELS } from '#domain/roadmap-status.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { formatDateTime, formatLongDate } from '#web/features/results/index.ts';
import { useUpdateRoadmapItem } from './queries.ts';

// Priority colours of spec/02 §9 (1 red, 2 yellow, 3 blue): 800/900-level text on 100-level
// fills stays well above WCAG AA, and the number is always in the text, never the colour alone.
const priorityClasses: Record<number, string> = {
  1: 'border-red-200 bg-red-100 text-red-800',
  2: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  3: 'border-blue-200 bg-blue-100 text-blue-800',
};

export function PriorityBadge({ priority }: { priority: number }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        priorityClasses[priority] ?? 'border-slate-200 bg-slate-100 text-slate-800',
      )}
    >
      <Trans>Priority {priority}</Trans>
    </span>
  );
}

const statusVariant: Record<RoadmapItemStatus, BadgeVariant> = { not_started: 'neutral', in_progress: 'info', done: 'success' };

/** "In progress · by Ada Lovelace, 5 Mar 2026, 14:07" */
function StatusLine({ item }: { item: RoadmapItem }) {
  const { t } = useLingui();
  const when = formatDateTime(item.statusChangedAt);
  const name = item.statusChangedBy;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant={statusVariant[item.status]}>{t(ROADMAP_STATUS_LABELS[item.status])}</Badge>
      {name && <span className="text-sm text-slate-700">{when ? t`by ${name}, ${when}` : t`by ${name}`}</span>}
    </span>
  );
}

function useChangeToast() {
  const { t } = useLingui();
  return (status: RoadmapItemStatus, title: string) => {
    if (status === 'in_progress') return { title: t`Action started`, description: t`“${title}” is now in progress.` };
    if (status === 'done') return { title: t`Action completed`, description: t`“${title}” is marked as done.` };
    return { title: t`Action reopened`, description: t`“${title}” is back to not started.` };
  };
}

// Each term and its value share one <div>, the only wrapper a <dl> may hold.
function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** One priority action with its status and the buttons that move it on. */
export function RoadmapItemCard({ item }: { item: RoadmapItem }) {
  const titleId = useId();
  const update = useUpdateRoadmapItem();
  const { toast } = useToast();
  const { t } = useLingui();
  const changeToast = useChangeToast();
  const actionsRef = useRef<HTMLDivElement>(null);
  const focusAfterChange = useRef(false);

  // The button just pressed goes away with the new status: focus moves to the next step instead of the page top.
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    actionsRef.current?.querySelector('button')?.focus();
  }, [item.status]);

  function moveTo(status: RoadmapItemStatus) {
    update.mutate(
      { id: item.id, status, title: item.title },
      {
        onSuccess: (updated) => {
          focusAfterChange.current = true;
          toast({ ...changeToast(updated.status, updated.title), variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: t`Failed to update action`,
            description: errorMessage(error, t`Could not update the action. Please try again.`),
            variant: 'destructive',
          }),
      },
    );
  }

  const pendingStatus = update.isPending ? update.variables.status : undefined;
  const context = <span className="sr-only">: {item.title}</span>;
  const generated = formatLongDate(item.createdAt);
  const question = item.question;
  const button = (status: RoadmapItemStatus, label: string, variant: 'primary' | 'outline') => (
    <Button
      variant={variant}
      size="sm"
      loading={pendingStatus === status}
      disabled={update.isPending && pendingStatus !== status}
      onClick={() => moveTo(status)}
    >
      {label}
      {context}
    </Button>
  );

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border bg-white p-6 text-slate-900 shadow-sm',
        item.status === 'done' ? 'border-green-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={item.priority} />
        <Badge variant="neutral">
          <span className="sr-only">
            <Trans>Domain:</Trans>{' '}
          </span>
          {item.domainLabel}
        </Badge>
        <span className="text-sm text-slate-700">
          <Trans>Generated {generated}</Trans>
        </span>
      </div>
      <h3 id={titleId} className="text-lg leading-tight font-semibold">
        {item.title}
      </h3>
      <p className="text-slate-800">{item.rationale}</p>
      <dl className="grid gap-4 sm:grid-cols-2">
        {item.question && (
          <Detail term={t(roadmapMessages.wholeStatement)} className="sm:col-span-2">
            {t`“${question}”`}
          </Detail>
        )}
        <Detail term={t`First step`} className="sm:col-span-2">
          {item.firstStep}
        </Detail>
        <Detail term={t`Suggested owner`}>{item.ownerHint}</Detail>
        <Detail term={t`Timeframe`}>{item.timeframe}</Detail>
        <Detail term={t`Status`} className="sm:col-span-2">
          <StatusLine item={item} />
        </Detail>
      </dl>
      <div ref={actionsRef} className="flex flex-wrap gap-2">
        {item.status === 'not_started' && (
          <>
            {button('in_progress', t`Start Action`, 'primary')}
            {button('done', t`Mark Complete`, 'outline')}
          </>
        )}
        {item.status === 'in_progress' && button('done', t`Mark Complete`, 'primary')}
        {item.status === 'done' && button('not_started', t`Reopen`, 'outline')}
      </div>
    </article>
  );
}

/** The orange notice of spec/02 §2: too few responses to generate, with the live count; `threshold`: the assessment's minimum group size. */
export function InsufficientDataCard({ responses, threshold }: { responses: number; threshold: number }) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="roadmap-insufficient-heading"
      className="flex flex-col gap-2 rounded-lg border border-orange-200 bg-orange-50 p-6"
    >
      <h2 id="roadmap-insufficient-heading" className="text-lg leading-tight font-semibold text-orange-900">
        {t(roadmapMessages.insufficientTitle)}
      </h2>
      <p className="text-orange-800">{t(roadmapMessages.insufficientText(responses, threshold))}</p>
      <p className="text-sm text-orange-800">
        <Trans>
          The roadmap is drawn from domain scores, and a domain score is shown only once at least {threshold} people have answered, so no
          one can be singled out.
        </Trans>
      </p>
    </section>
  );
}
