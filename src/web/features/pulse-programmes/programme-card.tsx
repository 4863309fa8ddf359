import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PulseProgramme, PulseRun } from '#domain/api/pulse-programmes.ts';
import { AssessmentStatusBadge } from '#web/components/assessment-status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { resultsDashboardPath } from '#web/paths.ts';
import { formatDateTime, formatPercent } from '#web/features/results/index.ts';
import { usePulseAction, type PulseAction } from './queries.ts';

/** One run: its wave, dates, status, participation (as results count it) and its results, where the trend across runs shows. */
function RunRow({ run, title }: { run: PulseRun; title: string }) {
  const { t } = useLingui();
  const { completed, activePeople, wave } = run;
  const rate = formatPercent(run.rate);
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium text-slate-900">
        {t`Wave ${wave}`}
      </th>
      <td className="px-3 py-2 text-slate-800">{formatDateTime(run.openedAt ?? run.opensAt) ?? '—'}</td>
      <td className="px-3 py-2 text-slate-800">{formatDateTime(run.closedAt ?? run.closesAt) ?? '—'}</td>
      <td className="px-3 py-2">
        <AssessmentStatusBadge status={run.status} />
      </td>
      <td className="px-3 py-2 text-slate-800" data-testid="pulse-participation">
        {run.openedAt === null ? '—' : t`${completed} of ${activePeople} (${rate})`}
      </td>
      <td className="px-3 py-2">
        {run.openedAt !== null && (
          <Link to={resultsDashboardPath(run.assessmentId)} className={textLinkClass}>
            <Trans>
              Results{' '}
              <span className="sr-only">
                of {title}, wave {wave}
              </span>
            </Trans>
          </Link>
        )}
      </td>
    </tr>
  );
}

/** A programme: how it runs, its runs newest first, and pausing, resuming or starting the next run now. */
export function ProgrammeCard({ programme }: { programme: PulseProgramme }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const action = usePulseAction();
  const { title, openDays, questionCount } = programme;
  const nextRun = formatDateTime(programme.nextRunAt) ?? '';
  const perRun = programme.rotationSize ?? questionCount;
  const act = (which: PulseAction) =>
    action.mutate(
      { id: programme.id, action: which },
      {
        onError: (error) =>
          toast({ title: t`That did not work`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' }),
      },
    );
  const active = programme.status === 'active';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <p className="text-sm text-slate-700">
          {programme.cadence === 'monthly' ? <Trans>Every month</Trans> : <Trans>Every quarter</Trans>}
          {' · '}
          <Trans>
            open {openDays} days · {perRun} of {questionCount} questions a run
          </Trans>
          {' · '}
          {active ? <Trans>Next run: {nextRun}</Trans> : <Trans>Paused</Trans>}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={!active}
            loading={action.isPending && action.variables.action === 'start-now'}
            onClick={() => act('start-now')}
          >
            <Trans>Start the next run now</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => act(active ? 'pause' : 'resume')}>
            {active ? <Trans>Pause</Trans> : <Trans>Resume</Trans>}
          </Button>
        </div>
        {programme.runs.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>No run yet: the first is created a day before it opens.</Trans>
          </p>
        ) : (
          <DataTable
            caption={t`Runs of ${title}, newest first`}
            columns={[
              t`Run`,
              t`Opens`,
              t`Closes`,
              t`Status`,
              t`Participation`,
              <span className="sr-only">
                <Trans>Results</Trans>
              </span>,
            ]}
          >
            {programme.runs.map((run) => (
              <RunRow key={run.assessmentId} run={run} title={title} />
            ))}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}
