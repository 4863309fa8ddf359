import type { TeamResults } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type HeadingLevel } from '../../components/ui/card.tsx';
import { formatPercent } from './format.ts';
import { anonymityMessage } from './messages.ts';
import { AnonymityNotice, DomainScoreList, StatCard, StatGrid } from './score-parts.tsx';

export interface TeamResultsCardProps {
  team: TeamResults;
  title: string;
  description?: string;
  threshold?: number;
  headingLevel?: HeadingLevel;
}

/**
 * One team's view: size, completion and — only when the server allows it (the team has six
 * respondents and so has the rest of the organisation, or none) — its domain scores.
 */
export function TeamResultsCard({ team, title, description, threshold = ANONYMITY_THRESHOLD, headingLevel = 'h2' }: TeamResultsCardProps) {
  const teamMessage = anonymityMessage('team', team.completedMembers, threshold);
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <StatGrid columns={3}>
          <StatCard label="Team members" value={team.teamSize} detail="Active direct reports" />
          <StatCard label="Completed" value={team.completedMembers} detail={`of ${team.teamSize} team members`} />
          <StatCard label="Completion rate" value={formatPercent(team.completionRate)} />
        </StatGrid>
        {team.canShowStats ? (
          <DomainScoreList domains={team.domains} hiddenMessage={teamMessage} threshold={threshold} />
        ) : (
          <AnonymityNotice>
            <p>{teamMessage}</p>
            {team.completedMembers >= threshold && (
              <p>
                The rest of the organisation also needs at least {threshold} responses (or none), so that comparing the team
                with the whole organisation can never single anyone out.
              </p>
            )}
          </AnonymityNotice>
        )}
      </CardContent>
    </Card>
  );
}
