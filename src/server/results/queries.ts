import { and, asc, eq, inArray, isNotNull, like, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { sameSeries } from '#server/assessments/index.ts';
import { activePeopleCounts, assessments, participations, resultFigures, teamResultFigures, users } from '#server/db/schema.ts';

const report = alias(users, 'report');

/** Active people of the organisation: a counter the database keeps, not a count of people. */
export async function activePeopleCount(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ n: activePeopleCounts.active })
    .from(activePeopleCounts)
    .where(eq(activePeopleCounts.organisationId, organisationId));
  return row?.n ?? 0;
}

/**
 * The organisation's teams: every member (manager or admin) with active direct reports, with
 * their team's size and the team's newest shown figures (null when none was ever shown), in
 * one grouped query whatever the number of teams. With `managerId`, only that person's team.
 */
export async function teamsWithFigures(db: Database, organisationId: string, assessmentId: string, managerId?: string) {
  return db
    .select({
      managerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      teamSize: sql<number>`count(*)::int`,
      figures: sql<unknown>`(select json_build_object('respondents', ${teamResultFigures.respondents}, 'domains', ${teamResultFigures.domains})
        from ${teamResultFigures}
        where ${teamResultFigures.organisationId} = ${organisationId} and ${teamResultFigures.assessmentId} = ${assessmentId} and ${teamResultFigures.team} = ${users.id}::text)`,
    })
    .from(users)
    .innerJoin(report, and(eq(report.managerId, users.id), eq(report.organisationId, organisationId), eq(report.isActive, true)))
    .where(and(eq(users.organisationId, organisationId), ...(managerId ? [eq(users.id, managerId)] : [])))
    .groupBy(users.id)
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** The organisation chart with names: everyone and their manager, from which subtrees are made. */
export async function organisationChart(db: Database, organisationId: string) {
  return db
    .select({ id: users.id, managerId: users.managerId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.organisationId, organisationId));
}

/** The newest shown figures of the assessment's manager subtrees (rows keyed `subtree:<managerId>`, never a team's). */
export async function subtreeFigureRows(db: Database, organisationId: string, assessmentId: string) {
  return db
    .select({ team: teamResultFigures.team, respondents: teamResultFigures.respondents, domains: teamResultFigures.domains })
    .from(teamResultFigures)
    .where(
      and(
        eq(teamResultFigures.organisationId, organisationId),
        eq(teamResultFigures.assessmentId, assessmentId),
        like(teamResultFigures.team, 'subtree:%'),
      ),
    );
}

/**
 * The waves of a trend: the assessment and the closed waves of its set before it (as
 * previousClosedWave counts them), each with its newest publication's organisation figures
 * (null before its first release), oldest first, in one query whatever the number of waves.
 */
export async function wavesWithFigures(
  db: Database,
  organisationId: string,
  current: { id: string; questionSetId: string | null; seriesId: string | null; wave: number },
) {
  return db
    .select({
      assessmentId: assessments.id,
      wave: assessments.wave,
      questionSetVersion: assessments.questionSetVersion,
      title: assessments.title,
      minimumGroupSize: assessments.minimumGroupSize,
      publishedOn: resultFigures.publishedOn,
      respondents: resultFigures.respondents,
      figures: resultFigures.figures,
    })
    .from(assessments)
    .leftJoin(resultFigures, and(eq(resultFigures.organisationId, organisationId), eq(resultFigures.assessmentId, assessments.id)))
    .where(
      and(
        eq(assessments.organisationId, organisationId),
        sameSeries(current),
        or(
          eq(assessments.id, current.id),
          and(eq(assessments.status, 'closed'), isNotNull(assessments.closedAt), lt(assessments.wave, current.wave)),
        ),
      ),
    )
    .orderBy(asc(assessments.wave));
}

/**
 * How many people completed each of the given (closed) assessments: read only once an assessment
 * has closed, when the count can no longer move with anyone's completion.
 */
export async function completedPeopleOf(
  db: Database,
  organisationId: string,
  assessmentIds: readonly string[],
): Promise<Map<string, number>> {
  if (assessmentIds.length === 0) return new Map();
  const rows = await db
    .select({ assessmentId: participations.assessmentId, n: sql<number>`count(*)::int` })
    .from(participations)
    .where(
      and(
        eq(participations.organisationId, organisationId),
        inArray(participations.assessmentId, [...assessmentIds]),
        eq(participations.completed, true),
      ),
    )
    .groupBy(participations.assessmentId);
  return new Map(rows.map((row) => [row.assessmentId, row.n]));
}
