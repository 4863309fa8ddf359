import type { SubtreeResults } from '#domain/api/results.ts';
import { managerSubtrees, subtreeKey, subtreeManager } from '#domain/manager-subtrees.ts';
import { can } from '#domain/permissions.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import type { Locale } from '#domain/locales.ts';
import { domainsOfAssessment, findAssessment } from '#server/assessments/index.ts';
import { TeamFiguresSchema } from '#server/releases/index.ts';
import { hasOpened, publicDomainScore } from './published.ts';
import { organisationChart, subtreeFigureRows } from './queries.ts';
import { assessmentMessages } from '#domain/messages.ts';

const TeamFigureSchema = TeamFiguresSchema.valueType;

/**
 * Manager subtrees as the auditor admitted them: each subtree the organisation chart holds now,
 * and each one shown before whose manager is still in the organisation, with its newest shown
 * figures (hidden while none was admitted). Those who may see team data see every subtree;
 * managers their own. The figures are read from the publication only: a subtree's row is
 * written by the release that admitted it, summed over the teams it held then.
 */
export async function subtreeResults(
  context: ServerContext,
  viewer: OrganisationActor,
  input: { assessmentId: string; locales?: readonly Locale[] },
): Promise<SubtreeResults[]> {
  const { db } = context;
  const { organisationId } = viewer;
  const row = await findAssessment(db, organisationId, input.assessmentId);
  if (!hasOpened(row)) throw new AppError('not_found', assessmentMessages.notFound);
  const [chart, stored, scored] = await Promise.all([
    organisationChart(db, organisationId),
    subtreeFigureRows(db, organisationId, row.id),
    domainsOfAssessment(db, row, input.locales ?? []),
  ]);
  const domainKeys = scored.map((domain) => domain.key);
  const people = new Map(chart.map((person) => [person.id, person]));
  const figures = new Map(stored.map((figure) => [figure.team, TeamFigureSchema.parse(figure)]));
  const teamsNow = new Map(managerSubtrees(chart).map((subtree) => [subtree.group, subtree.teams.length]));
  const keys = [...new Set([...teamsNow.keys(), ...figures.keys()])].filter(
    (key) => can.viewTeamData(viewer) || key === subtreeKey(viewer.userId),
  );

  const rows = keys.flatMap((key) => {
    const manager = people.get(subtreeManager(key) ?? '');
    if (!manager) return [];
    const figure = figures.get(key);
    const domains = domainKeys.map((domain) => publicDomainScore(domain, figure?.domains[domain], undefined, row.minimumGroupSize));
    const canShowStats = domains.some((score) => score.canShow);
    const shownTeams = Object.values(figure?.domains ?? {}).find((tally) => tally?.teams)?.teams;
    const result: SubtreeResults = {
      managerId: manager.id,
      managerName: `${manager.firstName} ${manager.lastName}`,
      teamCount: canShowStats && shownTeams ? shownTeams.length : (teamsNow.get(key) ?? 0),
      respondents: canShowStats ? (figure?.respondents ?? null) : null,
      canShowStats,
      domains,
    };
    return [{ result, order: `${manager.lastName}\u0000${manager.firstName}` }];
  });
  return rows.sort((a, b) => a.order.localeCompare(b.order)).map((entry) => entry.result);
}
