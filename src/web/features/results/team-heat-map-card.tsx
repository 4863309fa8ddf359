import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChoiceResult, DomainScore } from '#domain/api/results.ts';
import { dashboardMessages, hiddenTeamExplanation } from '#domain/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { LoadFailed } from './parts.tsx';
import { useTeamResults } from './queries.ts';
import { TeamHeatMap } from './team-heat-map.tsx';
import { withTexts } from '#web/i18n/locale.ts';

// The eNPS column comes with its own chunk and texts, only for an assessment with a net promoter question.
const TeamEnpsColumns = lazy(async () => ({
  default: (await withTexts(() => import('./team-heat-map-enps.tsx'))).TeamEnpsColumns,
}));

export interface TeamHeatMapCardProps {
  assessmentId: string;
  /** The organisation's domain scores from the assessment's results: the heat map's first row. */
  organisation: readonly DomainScore[];
  /** The assessment's minimum group size, from its results. */
  threshold: number;
  /** The assessment's net promoter questions from its results; with any, the map gets an eNPS column each. */
  netPromoter?: readonly ChoiceResult[];
}

/**
 * The teams of one assessment beside the whole organisation, for those the teams route admits
 * (administrators: every team; managers: their own). The server decides which teams come back.
 */
export function TeamHeatMapCard({ assessmentId, organisation, threshold, netPromoter = [] }: TeamHeatMapCardProps) {
  const teams = useTeamResults('organisation', assessmentId);
  const { t } = useLingui();
  let body;
  if (teams.isPending) body = <LoadingState label={t`Loading the teams' results…`} />;
  else if (teams.isError) {
    body = (
      <LoadFailed
        title={t(dashboardMessages.teamLoadFailedTitle)}
        text={t(dashboardMessages.teamLoadFailedText)}
        error={teams.error}
        onRetry={() => void teams.refetch()}
      />
    );
  } else if (teams.data.teams.length === 0) {
    body = <p className="text-sm text-slate-700">{t(dashboardMessages.noTeamDataText)}</p>;
  } else {
    const map = { organisation, teams: teams.data.teams, subtrees: teams.data.subtrees, threshold: teams.data.threshold };
    body =
      netPromoter.length > 0 ? (
        <Suspense fallback={<TeamHeatMap {...map} />}>
          <TeamEnpsColumns
            assessmentId={assessmentId}
            netPromoter={netPromoter}
            map={(columns) => <TeamHeatMap {...map} extraColumns={columns} />}
          />
        </Suspense>
      ) : (
        <TeamHeatMap {...map} />
      );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Teams</Trans>
        </CardTitle>
        <CardDescription>{t(hiddenTeamExplanation(threshold))}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
