import { useLingui } from '@lingui/react/macro';
import type { TeamResults } from '#domain/api/results.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type HeadingLevel } from '#web/components/ui/card.tsx';
import { anonymityMessage, hiddenTeamExplanation } from '#domain/messages.ts';
import { AnonymityNotice, DomainScoreList, StatCard, StatGrid } from './score-parts.tsx';

export interface TeamResultsCardProps {
  team: TeamResults;
  title: string;
  description?: string;
  /** The assessment's minimum group size, as the teams route reports it. */
  threshold: number;
  headingLevel?: HeadingLevel;
}

/**
 * One team's view: its size and — only once the anonymity auditor admitted the team's figures —
 * the respondents behind them and its domain scores. How many of the team completed is never
 * shown: watched between releases, that count would tell a manager who has just answered.
 */
export function TeamResultsCard({ team, title, description, threshold, headingLevel = 'h2' }: TeamResultsCardProps) {
  const { t } = useLingui();
  const teamMessage = anonymityMessage('team', team.respondents, threshold);
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <StatGrid columns={team.respondents === null ? 1 : 2}>
          <StatCard label={t`Team members`} value={team.teamSize} detail={t`Active direct reports`} />
          {team.respondents !== null && <StatCard label={t`Respondents`} value={team.respondents} detail={t`Behind the team's results`} />}
        </StatGrid>
        {team.canShowStats ? (
          <DomainScoreList domains={team.domains} hiddenMessage={t(teamMessage)} threshold={threshold} />
        ) : (
          <AnonymityNotice>
            <p>{t(teamMessage)}</p>
            <p>{t(hiddenTeamExplanation(threshold))}</p>
          </AnonymityNotice>
        )}
      </CardContent>
    </Card>
  );
}

/** Every team's card, two to a row on wide screens, each titled by its manager. */
export function TeamResultsGrid({
  teams,
  threshold,
  headingLevel,
}: {
  teams: TeamResults[];
  threshold: number;
  headingLevel: HeadingLevel;
}) {
  const { t } = useLingui();
  const teamTitle = (managerName: string) => t`Team of ${managerName}`;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {teams.map((team) => (
        <TeamResultsCard
          key={team.managerId}
          team={team}
          title={teamTitle(team.managerName)}
          threshold={threshold}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
