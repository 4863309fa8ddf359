import { Trans, useLingui } from '@lingui/react/macro';
import type { ChoiceResult } from '#domain/api/results.ts';
import type { ResultsCuts } from '#domain/api/results-cuts.ts';
import { dashboardMessages } from '#domain/messages.ts';
import { formatNetPromoterScore } from './format.ts';
import { LoadFailed } from './parts.tsx';
import { useResultsCuts } from './queries.ts';
import type { ReactNode } from 'react';
import type { ExtraColumn } from './team-heat-map.tsx';

/*
 * The team heat map with an eNPS column per net promoter question (decision 0068): the
 * organisation's eNPS from its results, each team's from the figures the results-by-attribute
 * route publishes (every team for administrators, their own for a manager, as the teams route).
 * Nothing is computed here: a team the count plan held back has no figure (null) and the map
 * draws its hidden cell; a manager's subtree has none by design.
 */

export interface TeamEnpsColumnsProps {
  assessmentId: string;
  /** The assessment's net promoter questions as its results publish them (shown or hidden), one column each. */
  netPromoter: readonly ChoiceResult[];
  /**
   * Draws the map with the columns (none while the teams' figures load or if they failed). The map
   * itself stays in the dashboard's chunk: this chunk brings only the columns.
   */
  map: (columns: readonly ExtraColumn[]) => ReactNode;
}

/** The eNPS columns for the team heat map, with a retry under the map if the teams' figures fail to load. */
export function TeamEnpsColumns({ assessmentId, netPromoter, map }: TeamEnpsColumnsProps) {
  const cuts = useResultsCuts(assessmentId);
  const { t } = useLingui();
  if (cuts.isError) {
    return (
      <div className="flex flex-col gap-3">
        {map([])}
        <LoadFailed
          title={t`The eNPS by team could not be loaded`}
          text={t(dashboardMessages.teamLoadFailedText)}
          error={cuts.error}
          onRetry={() => void cuts.refetch()}
        />
      </div>
    );
  }
  return map(cuts.data ? enpsColumns(netPromoter, cuts.data) : []);
}

function enpsColumns(questions: readonly ChoiceResult[], cuts: ResultsCuts): ExtraColumn[] {
  const several = questions.length > 1;
  return [...questions]
    .sort((a, b) => a.order - b.order)
    .map((question) => {
      const teamCounts = (managerId: string) =>
        cuts.teams
          ?.find((entry) => entry.team.managerId === managerId)
          ?.choices.find((choice) => choice.questionId === question.questionId);
      return {
        key: question.questionId,
        header: <EnpsHeader questionText={several ? question.questionText : null} />,
        organisation:
          question.canShow && question.netPromoter ? (
            <EnpsFigure score={question.netPromoter.score} responses={question.responseCount} />
          ) : null,
        subtree: <NoSubtreeFigure />,
        team: (managerId: string) => {
          const counts = teamCounts(managerId);
          return counts?.netPromoter ? <EnpsFigure score={counts.netPromoter.score} responses={counts.responseCount} /> : null;
        },
      };
    });
}

/** "eNPS" on screen; its full name to a screen reader, and the question where there are several. */
function EnpsHeader({ questionText }: { questionText: string | null }) {
  return (
    <>
      <span aria-hidden="true">
        <Trans>eNPS</Trans>
      </span>
      <span className="sr-only">
        <Trans>Employee Net Promoter Score (eNPS)</Trans>
      </span>
      {questionText !== null && <span className="block text-xs font-normal text-slate-700">{questionText}</span>}
    </>
  );
}

function EnpsFigure({ score, responses }: { score: number; responses: number }) {
  const scores = { responseCount: responses };
  return (
    <p data-testid="team-enps" className="flex flex-col gap-0.5 rounded-md border border-slate-300 px-3 py-2 text-xs text-slate-800">
      <span className="text-lg font-bold tabular-nums text-slate-900">{formatNetPromoterScore(score)}</span>
      <span>
        <Trans>eNPS from {scores.responseCount} scores</Trans>
      </span>
    </p>
  );
}

/** Groups of teams have no counted figures (decision 0068): said so, rather than a hidden cell that would suggest too few answers. */
function NoSubtreeFigure() {
  return (
    <p className="px-3 py-2 text-xs text-slate-700">
      <Trans>Not shown for groups of teams</Trans>
    </p>
  );
}
