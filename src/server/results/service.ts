import type { AssessmentResults, DomainScore, HeatMapCell, ResultsCard, ResultsOverview, TeamResults } from '#domain/api/results.ts';
import type { AssessmentStatus } from '#domain/api/assessments.ts';
import { ANONYMITY_THRESHOLD, canShowBreakdown, meetsThreshold } from '#domain/anonymity.ts';
import { can, type Actor } from '#domain/permissions.ts';
import { domainLabel, getQuestionSet, isQuestionSetId, type QuestionSetId } from '#domain/question-bank.ts';
import { completionRate, gapOf, overallScore, scoreOf, type Tally } from '#domain/scoring.ts';
import type { assessments } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findAssessment } from '../assessments/queries.ts';
import { findOrganisationById } from '../accounts/queries.ts';
import {
  activePeopleCount,
  assessmentsOf,
  domainTallies,
  organisationDomainTallies,
  participationSummary,
  previousClosedWave,
  questionTallies,
  setQuestions,
  teamsOf,
} from './queries.ts';

type AssessmentRow = typeof assessments.$inferSelect;

const round = (value: number, decimals: number) => Math.round((value + Number.EPSILON) * 10 ** decimals) / 10 ** decimals;
const setIdOf = (row: AssessmentRow): QuestionSetId => {
  if (!isQuestionSetId(row.questionSetId)) throw new Error(`assessment ${row.id} has an unknown question set`);
  return row.questionSetId;
};

/** The only way a domain score is turned into its public form: hidden ones lose mean and count. */
function publicDomainScore(domain: string, tally: Tally, shown: boolean): DomainScore {
  const label = domainLabel(domain) ?? domain;
  const score = scoreOf(tally);
  if (!shown || !score.canShow) return { domain, label, can_show: false };
  return { domain, label, can_show: true, mean_score: score.mean, response_count: score.respondents };
}

function sumTallies(rows: { domain: string; respondentCount: number; answerCount: number; valueSum: number }[]) {
  const byDomain = new Map<string, Tally>();
  for (const row of rows) {
    const tally = byDomain.get(row.domain) ?? { respondents: 0, answers: 0, sum: 0 };
    tally.respondents += row.respondentCount;
    tally.answers += row.answerCount;
    tally.sum += row.valueSum;
    byDomain.set(row.domain, tally);
  }
  return byDomain;
}

function summaryOf(row: AssessmentRow) {
  return {
    id: row.id,
    title: row.title,
    questionSetId: setIdOf(row),
    status: row.status as AssessmentStatus,
    wave: row.wave,
    openedAt: row.openedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** Organisation-level domain scores of one assessment, in the set's domain order. */
async function organisationDomains(db: Database, organisationId: string, row: AssessmentRow) {
  const tallies = sumTallies(await organisationDomainTallies(db, organisationId, row.id));
  const domains = getQuestionSet(setIdOf(row)).domains.map((domain) => domain.key as string);
  return domains.map((domain) => {
    const tally = tallies.get(domain) ?? { respondents: 0, answers: 0, sum: 0 };
    return { domain, tally, score: publicDomainScore(domain, tally, true) };
  });
}

async function overallOf(db: Database, organisationId: string, row: AssessmentRow) {
  const domains = await organisationDomains(db, organisationId, row);
  const shown = domains.flatMap((entry) => (entry.score.can_show ? [entry.score.mean_score] : []));
  const score = overallScore(shown);
  return { domains, overall: { canShow: score !== null, score } };
}

async function trendOf(db: Database, organisationId: string, row: AssessmentRow, currentScore: number | null) {
  if (currentScore === null) return null;
  const previous = await previousClosedWave(db, organisationId, row.questionSetId, row.wave);
  if (!previous) return null;
  const { overall } = await overallOf(db, organisationId, previous);
  if (overall.score === null) return null;
  return { previousAssessmentId: previous.id, previousWave: previous.wave, previousScore: overall.score, change: round(currentScore - overall.score, 2) };
}

async function completionOf(db: Database, organisationId: string, assessmentId: string) {
  const [activePeople, participation] = await Promise.all([activePeopleCount(db, organisationId), participationSummary(db, organisationId, assessmentId)]);
  return {
    completion: { activePeople, started: participation.started, completed: participation.completed, rate: completionRate(participation.completed, activePeople) },
    lastUpdated: participation.lastUpdated,
  };
}

/** Results are for members of the organisation (aggregates only, each behind the threshold). */
function organisationOfActor(actor: Actor): string {
  if (!actor.organisationId) throw new AppError('not_found', 'You are not a member of an organisation yet.');
  return actor.organisationId;
}

export async function resultsOverview(db: Database, organisationId: string): Promise<ResultsOverview> {
  const organisation = await findOrganisationById(db, organisationId);
  if (!organisation) throw new AppError('not_found');
  const cards: ResultsCard[] = [];
  for (const row of await assessmentsOf(db, organisationId)) {
    const [{ overall }, { completion }] = await Promise.all([overallOf(db, organisationId, row), completionOf(db, organisationId, row.id)]);
    cards.push({
      assessment: summaryOf(row),
      responses: completion.completed,
      completion,
      overall,
      trend: await trendOf(db, organisationId, row, overall.score),
    });
  }
  return { organisationName: organisation.name, isDemo: organisation.isDemo, threshold: ANONYMITY_THRESHOLD, cards };
}

export async function assessmentResults(db: Database, organisationId: string, assessmentId: string): Promise<AssessmentResults> {
  const row = await findAssessment(db, organisationId, assessmentId);
  if (!row) throw new AppError('not_found', 'Assessment not found');
  const [{ domains, overall }, { completion, lastUpdated }, questionRows, tallies] = await Promise.all([
    overallOf(db, organisationId, row),
    completionOf(db, organisationId, row.id),
    setQuestions(db, row.questionSetId),
    questionTallies(db, organisationId, row.id),
  ]);
  const byQuestion = new Map(tallies.map((tally) => [tally.questionId, tally]));

  // One answer per respondent and question, so a question's answer count is its respondents.
  const heatMap: HeatMapCell[] = questionRows.map((question) => {
    const tally = byQuestion.get(question.id);
    const base = { domain: question.domain, questionId: question.id, questionText: question.text, order: question.orderIndex };
    if (!tally || !meetsThreshold(tally.answers)) return { ...base, canShow: false as const };
    return { ...base, canShow: true as const, average: round(tally.sum / tally.answers, 2), responseCount: tally.answers };
  });

  const shown = domains.flatMap((entry) => (entry.score.can_show ? [{ domain: entry.domain, label: entry.score.label, mean: entry.score.mean_score }] : []));
  const byMean = [...shown].sort((a, b) => b.mean - a.mean || a.domain.localeCompare(b.domain));
  const weakest = byMean.at(-1) ?? null;
  const weakestQuestion = weakest
    ? heatMap
        .filter((cell): cell is Extract<HeatMapCell, { canShow: true }> => cell.canShow && cell.domain === weakest.domain)
        .sort((a, b) => a.average - b.average || a.order - b.order)[0]
    : undefined;
  const preferNotToSay = shown.map(({ domain, label }) => {
    const domainQuestions = questionRows.filter((question) => question.domain === domain).map((question) => byQuestion.get(question.id));
    const preferNot = domainQuestions.reduce((total, tally) => total + (tally?.preferNot ?? 0), 0);
    const all = domainQuestions.reduce((total, tally) => total + (tally?.answers ?? 0) + (tally?.preferNot ?? 0), 0);
    return { domain, label, rate: all === 0 ? 0 : round((preferNot / all) * 100, 1) };
  });

  return {
    assessment: summaryOf(row),
    threshold: ANONYMITY_THRESHOLD,
    responses: completion.completed,
    canShowResults: shown.length > 0,
    completion,
    overall,
    domains: domains.map((entry) => entry.score),
    heatMap,
    insights: {
      strongest: byMean[0] ?? null,
      weakest,
      largestGap: weakest ? { domain: weakest.domain, label: weakest.label, gap: gapOf(weakest.mean), questionText: weakestQuestion?.questionText ?? null } : null,
      preferNotToSay,
    },
    trend: await trendOf(db, organisationId, row, overall.score),
    lastUpdated: lastUpdated?.toISOString() ?? null,
  };
}

/**
 * Team views: a team's domain is shown only when the team has six respondents there and the
 * rest of the organisation has six or none (canShowBreakdown). Admins see every team,
 * managers their own, employees none.
 */
export async function teamResults(db: Database, actor: Actor, organisationId: string, assessmentId: string): Promise<TeamResults[]> {
  const row = await findAssessment(db, organisationId, assessmentId);
  if (!row) throw new AppError('not_found', 'Assessment not found');
  const isAdmin = can.viewTeamData(actor);
  if (!isAdmin && actor.role !== 'manager') throw new AppError('forbidden');
  const teams = await teamsOf(db, organisationId, isAdmin ? undefined : actor.userId);
  const rows = await domainTallies(db, organisationId, row.id, teams.map((team) => team.managerId));
  const whole = sumTallies(await organisationDomainTallies(db, organisationId, row.id));
  const domains = getQuestionSet(setIdOf(row)).domains.map((domain) => domain.key as string);

  const results: TeamResults[] = [];
  for (const team of teams) {
    const own = sumTallies(rows.filter((tally) => tally.teamKey === team.managerId));
    const participation = await participationSummary(db, organisationId, row.id, team.memberIds);
    const scores = domains.map((domain) => {
      const tally = own.get(domain) ?? { respondents: 0, answers: 0, sum: 0 };
      return publicDomainScore(domain, tally, canShowBreakdown(tally.respondents, whole.get(domain)?.respondents ?? 0));
    });
    results.push({
      managerId: team.managerId,
      managerName: team.managerName,
      teamSize: team.memberIds.length,
      completedMembers: participation.completed,
      completionRate: completionRate(participation.completed, team.memberIds.length),
      canShowStats: scores.some((score) => score.can_show),
      domains: scores,
    });
  }
  return results;
}

export { organisationOfActor };
