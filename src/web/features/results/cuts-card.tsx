import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DomainScore } from '#domain/api/results.ts';
import type { CutGroup, ResultsCuts } from '#domain/api/results-cuts.ts';
import { dashboardMessages } from '#domain/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn, focusRing } from '#web/components/ui/cn.ts';
import { Field } from '#web/components/ui/field.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { columnClass, gridFrameClass, gridTableClass, rowNameClass } from './heat-map-grid.ts';
import { maxScoreText } from './format.ts';
import { LoadFailed } from './parts.tsx';
import { useResultsCuts } from './queries.ts';
import { TeamHeatMapCell, WholeOrganisationRow } from './team-heat-map-cell.tsx';
import { TrendChange } from './trend-change.tsx';
import { CutCountsTables } from './cut-counts-table.tsx';

export interface CutsCardProps {
  assessmentId: string;
  /** The organisation's domain scores from the assessment's results: the breakdown's first row. */
  organisation: readonly DomainScore[];
  threshold: number;
}

/**
 * Results by department, location, tenure and the organisation's other attributes: one attribute
 * at a time, each group a row of domain tiles beside the whole organisation. Only groups the
 * server published come back (decision 0064: a group is shown where, with everything else ever
 * shown, it singles out nobody); the rest are not listed at all, as nothing of them was sent.
 */
export function CutsCard({ assessmentId, organisation, threshold }: CutsCardProps) {
  const cuts = useResultsCuts(assessmentId);
  const { t } = useLingui();
  let body;
  if (cuts.isPending) body = <LoadingState label={t`Loading the results by attribute…`} />;
  else if (cuts.isError)
    body = (
      <LoadFailed
        title={t`The results by attribute could not be loaded`}
        text={t(dashboardMessages.teamLoadFailedText)}
        error={cuts.error}
        onRetry={() => void cuts.refetch()}
      />
    );
  else if (cuts.data.breakdowns.length === 0 && (cuts.data.teams ?? []).length === 0)
    body = (
      <p className="text-sm text-slate-700">
        <Trans>
          No group can be shown yet. A department, location, tenure band or other attribute appears once at least {threshold} people with it
          have answered and showing it singles out nobody beside the other figures.
        </Trans>
      </p>
    );
  else body = <Breakdowns cuts={cuts.data} organisation={organisation} threshold={threshold} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Results by attribute</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Groups of people by department, location, tenure and employment type. A group is shown only where it protects everyone&apos;s
            anonymity, so some groups of {threshold} or more may be missing.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function Breakdowns({ cuts, organisation, threshold }: { cuts: ResultsCuts; organisation: readonly DomainScore[]; threshold: number }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState(cuts.breakdowns[0]?.attribute ?? '');
  const breakdown = cuts.breakdowns.find((entry) => entry.attribute === chosen) ?? cuts.breakdowns[0];
  return (
    <div className="flex flex-col gap-3">
      {breakdown && (
        <Field label={t`Break down by`} id="cuts-attribute" className="max-w-xs">
          <Select
            value={breakdown.attribute}
            options={cuts.breakdowns.map((entry) => ({ value: entry.attribute, label: entry.label }))}
            onChange={(event) => setChosen(event.target.value)}
          />
        </Field>
      )}
      {breakdown && breakdown.groups.some((group) => group.domains.some((domain) => domain.canShow)) && (
        <DomainTable breakdown={breakdown} organisation={organisation} threshold={threshold} />
      )}
      <CutCountsTables cuts={cuts} attribute={breakdown?.attribute} />
    </div>
  );
}

type Breakdown = ResultsCuts['breakdowns'][number];

function DomainTable({
  breakdown,
  organisation,
  threshold,
}: {
  breakdown: Breakdown;
  organisation: readonly DomainScore[];
  threshold: number;
}) {
  const { t } = useLingui();
  const captionId = useId();
  const maxScore = maxScoreText();
  const rowName = (group: CutGroup) => {
    if (!group.team) return group.label;
    const [teamName, value] = [group.team.name, group.label];
    return t`Team of ${teamName}: ${value}`;
  };
  return (
    <>
      <p id={captionId} className="text-sm text-slate-700">
        <Trans>
          Mean agreement per group and domain out of {maxScore}, with the share who agree and the difference from the whole organisation
        </Trans>
      </p>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={cn(gridFrameClass, focusRing)}>
        <table aria-labelledby={captionId} className={gridTableClass}>
          <thead>
            <tr>
              <th scope="col" className={cn(rowNameClass, 'px-2 py-1 font-semibold')}>
                {breakdown.label}
              </th>
              {organisation.map((domain) => (
                <th key={domain.domain} scope="col" className={cn(columnClass, 'px-2 py-1 font-semibold')}>
                  {domain.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <WholeOrganisationRow organisation={organisation} threshold={threshold} />
            {breakdown.groups
              .filter((group) => group.domains.some((domain) => domain.canShow))
              .map((group) => (
                <tr key={`${group.team?.managerId ?? ''}:${group.value}`}>
                  <th scope="row" className={cn(rowNameClass, 'px-2 py-1 align-top font-medium text-slate-900')}>
                    {rowName(group)}
                  </th>
                  {organisation.map((domain) => (
                    <td key={domain.domain} className={cn(columnClass, 'align-top')}>
                      <TeamHeatMapCell
                        score={group.domains.find((score) => score.domain === domain.domain)}
                        organisation={domain}
                        threshold={threshold}
                      />
                      <TrendChange change={group.changes.find((change) => change.domain === domain.domain)} className="text-xs" />
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
