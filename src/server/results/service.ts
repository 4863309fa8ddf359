import type { AssessmentResults, HeatMapCell, ResultsCard, ResultsOverview, TeamResults } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import type { TeamResultsResponse } from '#domain/api/results.ts';
import type { Locale } from '#domain/locales.ts';
import { can } from '#domain/permissions.ts';
import { completionRate } from '#domain/scoring.ts';
import { heatMapFrom, insightsFrom, overallFrom } from '#domain/published-results.ts';
import type { Database } from '#server/db/client.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import {
  domainsOfAssessment,
  findAssessment,
  listAssessmentRows,
  previousClosedWave,
  questionsOf,
  type AssessmentRow,
} from '#server/assessments/index.ts';
import { isScored, scoredDomains, type AssessmentQuestion } from '#domain/question-kinds.ts';
import { choiceResults, commentResults } from './kinds.ts';
import { subtreeResults } from './subtrees.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { latestPublicationPart, newestOrganisationParts, OrganisationFiguresSchema, TeamFiguresSchema } from '#server/releases/index.ts';
import { domainsOf, hasOpened, publicationFrom, publicDomainScore, round, setIdOf, type Publication } from './published.ts';
import { activePeopleCount, completedPeopleOf, teamsWithFigures } from './queries.ts';
import { forAudience, sentToOf } from './lifecycle-completion.ts';
import { assessmentMessages } from '#domain/messages.ts';

/*
 * Every figure here is read from the assessment's newest publication: what the anonymity
 * auditor admitted after the last release. Nothing is computed from answers at read time,
 * and nothing counts people or participations (counters kept by the database do): results
 * change only by whole releases, and a dashboard read costs the same at any size.
 */

async function publicationOf(db: Database, row: AssessmentRow): Promise<Publication | null> {
  return publicationFrom(await latestPublicationPart(db, row.organisationId, row.id));
}

const TeamFigureSchema = TeamFiguresSchema.valueType;

function summaryOf(row: AssessmentRow) {
  return {
    id: row.id,
    title: row.title,
    questionSetId: setIdOf(row),
    series: row.questionSetId ?? row.seriesId ?? row.id,
    status: row.status,
    wave: row.wave,
    openedAt: row.openedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    importedAnswers: row.importedAnswers,
  };
}

/** Scores under the assessment's own minimum group size, fixed when it opened. */
function overallOf(row: AssessmentRow, publication: Publication | null, domains?: readonly { key: string; label: string }[]) {
  if (!domains) return overallFrom(domainsOf(row, publication), publication?.organisation, undefined, row.minimumGroupSize);
  return overallFrom(
    domains.map((domain) => domain.key),
    publication?.organisation,
    new Map(domains.map((domain) => [domain.key, domain.label])),
    row.minimumGroupSize,
  );
}

function trendFrom(currentScore: number | null, previous: AssessmentRow | undefined, previousPublication: Publication | null) {
  if (currentScore === null || !previous) return null;
  const { overall } = overallOf(previous, previousPublication);
  if (overall.score === null) return null;
  return {
    previousAssessmentId: previous.id,
    previousWave: previous.wave,
    previousScore: overall.score,
    change: round(currentScore - overall.score, 2),
  };
}

async function trendOf(db: Database, row: AssessmentRow, currentScore: number | null) {
  if (currentScore === null) return null;
  const previous = await previousClosedWave(db, row.organisationId, row, row.wave);
  return trendFrom(currentScore, previous, previous ? await publicationOf(db, previous) : null);
}

/** The closed wave of the same set just before `row`, among the organisation's assessments (as previousClosedWave answers it). */
function previousClosedWaveAmong(rows: AssessmentRow[], row: AssessmentRow) {
  const sameSeries = (candidate: AssessmentRow) =>
    row.questionSetId !== null ? candidate.questionSetId === row.questionSetId : candidate.seriesId === row.seriesId;
  const earlier = rows.filter(
    (candidate) => sameSeries(candidate) && candidate.status === 'closed' && candidate.closedAt !== null && candidate.wave < row.wave,
  );
  return earlier.sort((a, b) => b.wave - a.wave)[0];
}

/** Whether the organisation shows results only once an assessment closed (a single release then). */
const resultsAfterClose = (organisation: { settings: { resultsAfterClose?: boolean } }) => organisation.settings.resultsAfterClose === true;

/**
 * Participation as results show it: only people whose answers are released, and when waiting
 * answers may next be added. Nothing here moves when one person completes (decision 0026).
 */
function completionFrom(
  context: ServerContext,
  row: AssessmentRow,
  activePeople: number,
  publication: Publication | null,
  resultsAfterClose: boolean,
  completedPeople: number | undefined,
) {
  const released = publication?.respondents ?? 0;
  const closed = row.status === 'closed';
  const updates = !closed && !resultsAfterClose;
  const nextRelease = updates ? context.releases.nextReleaseTime() : null;
  // Imported waves have no participations: their sheets are the people.
  const completed = closed && !row.importedAnswers ? Math.max(released, completedPeople ?? 0) : released;
  return {
    activePeople,
    completed,
    rate: completionRate(completed, activePeople),
    notCounted: completed - released,
    heldUntilClose: !closed && resultsAfterClose,
    nextReleaseAt: nextRelease?.toISOString() ?? null,
  };
}

/**
 * A results card per assessment of the actor's organisation: four queries whatever the number
 * of assessments (assessments, newest publications, active people, organisation).
 */
export async function resultsOverview(context: ServerContext, actor: OrganisationActor): Promise<ResultsOverview> {
  const { db } = context;
  const { organisationId } = actor;
  const [organisation, rows, stored, activePeople] = await Promise.all([
    findOrganisationById(db, organisationId),
    listAssessmentRows(db, organisationId).then((all) => all.filter(hasOpened)),
    newestOrganisationParts(db, organisationId),
    activePeopleCount(db, organisationId),
  ]);
  if (!organisation) throw new AppError('not_found');
  const completedPeople = await completedPeopleOf(
    db,
    organisationId,
    rows.filter((row) => row.status === 'closed').map((row) => row.id),
  );
  const publications = new Map(rows.map((row) => [row.id, publicationFrom(stored.get(row.id))]));
  const sentTo = await sentToOf(db, organisationId, rows);
  const cards: ResultsCard[] = rows.map((row) => {
    const publication = publications.get(row.id) ?? null;
    const { overall } = overallOf(row, publication);
    const completion = forAudience(
      row,
      completionFrom(context, row, activePeople, publication, resultsAfterClose(organisation), completedPeople.get(row.id)),
      sentTo,
    );
    const previous = previousClosedWaveAmong(rows, row);
    const trend = trendFrom(overall.score, previous, previous ? (publications.get(previous.id) ?? null) : null);
    return {
      assessment: summaryOf(row),
      threshold: row.minimumGroupSize,
      responses: completion.completed - completion.notCounted,
      completion,
      overall,
      trend,
    };
  });
  // The organisation's setting now: what assessments it opens from here on keep.
  return {
    organisationName: organisation.name,
    isDemo: organisation.isDemo,
    threshold: organisation.settings.minimumGroupSize ?? ANONYMITY_THRESHOLD,
    cards,
  };
}

/**
 * The assessment a page shows when none is asked for: the newest whose results can be shown,
 * or else the newest; null when there is none. Reads the organisation part of each newest
 * publication in one query, never an assessment's whole results.
 */
export async function assessmentToShow(context: ServerContext, actor: OrganisationActor): Promise<string | null> {
  const [all, parts] = await Promise.all([
    listAssessmentRows(context.db, actor.organisationId),
    newestOrganisationParts(context.db, actor.organisationId),
  ]);
  const rows = all.filter(hasOpened);
  const canShow = (row: AssessmentRow) => {
    const stored = parts.get(row.id);
    if (stored === undefined) return false;
    const organisation = OrganisationFiguresSchema.parse(stored.part);
    return Object.keys(organisation.domains).some(
      (domain) => publicDomainScore(domain, organisation.domains[domain], undefined, row.minimumGroupSize).canShow,
    );
  };
  return (rows.find(canShow) ?? rows[0])?.id ?? null;
}

function heatMapOf(row: AssessmentRow, questions: readonly AssessmentQuestion[], publication: Publication | null): HeatMapCell[] {
  return heatMapFrom(questions.filter(isScored), publication?.organisation, row.minimumGroupSize);
}

export async function assessmentResults(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string; locales?: readonly Locale[] },
): Promise<AssessmentResults> {
  const { db } = context;
  const row = await findAssessment(db, actor.organisationId, input.assessmentId);
  if (!hasOpened(row)) throw new AppError('not_found', assessmentMessages.notFound);
  const [publication, activePeople, organisation, questions] = await Promise.all([
    publicationOf(db, row),
    activePeopleCount(db, row.organisationId),
    findOrganisationById(db, row.organisationId),
    // The reader's language, else the organisation's default, else as written: answers given in any language count together.
    questionsOf(db, row, input.locales ?? []),
  ]);
  const { domains, overall } = overallOf(row, publication, scoredDomains(questions));
  const completedPeople = row.status === 'closed' ? (await completedPeopleOf(db, row.organisationId, [row.id])).get(row.id) : undefined;
  const completion = forAudience(
    row,
    completionFrom(context, row, activePeople, publication, organisation ? resultsAfterClose(organisation) : false, completedPeople),
    await sentToOf(db, row.organisationId, [row]),
  );
  const heatMap = heatMapOf(row, questions, publication);

  const scores = domains.map((entry) => entry.score);
  const insights = insightsFrom(scores, heatMap, publication?.organisation);

  return {
    assessment: summaryOf(row),
    threshold: row.minimumGroupSize,
    responses: completion.completed - completion.notCounted,
    canShowResults: scores.some((score) => score.canShow),
    completion,
    overall,
    domains: scores,
    heatMap,
    choices: choiceResults(questions, publication, row.minimumGroupSize),
    comments: await commentResults(db, row, questions, publication),
    insights,
    trend: await trendOf(db, row, overall.score),
    releasedOn: publication?.publishedOn ?? null,
    answersWaiting: publication?.organisation.waiting ?? [],
  };
}

/**
 * Team views: each team's figures as the auditor admitted them (a team is shown once it has
 * the assessment's minimum group size of respondents and its figure, with everything else ever
 * published, singles out nobody).
 * Those who may see team data see every team; the others the route admits (managers) their own.
 */
export async function teamResults(
  context: ServerContext,
  viewer: OrganisationActor,
  input: { assessmentId: string; locales?: readonly Locale[] },
): Promise<TeamResults[]> {
  const { db } = context;
  const { organisationId } = viewer;
  const row = await findAssessment(db, organisationId, input.assessmentId);
  if (!hasOpened(row)) throw new AppError('not_found', assessmentMessages.notFound);
  // One set-based query: every team with its size and its newest shown figures, if any.
  const [teams, domains] = await Promise.all([
    teamsWithFigures(db, organisationId, row.id, can.viewTeamData(viewer) ? undefined : viewer.userId),
    domainsOfAssessment(db, row, input.locales ?? []),
  ]);
  return teams.map((team) => {
    const figures = team.figures ? TeamFigureSchema.parse(team.figures) : undefined;
    const scores = domains.map((domain) => publicDomainScore(domain.key, figures?.domains[domain.key], domain.label, row.minimumGroupSize));
    const canShowStats = scores.some((score) => score.canShow);
    return {
      managerId: team.managerId,
      managerName: `${team.firstName} ${team.lastName}`,
      teamSize: team.teamSize,
      respondents: canShowStats ? (figures?.respondents ?? null) : null,
      canShowStats,
      domains: scores,
    };
  });
}

/** Teams and subtrees together, with the minimum group size the assessment opened with. */
export async function teamViews(
  context: ServerContext,
  viewer: OrganisationActor,
  input: { assessmentId: string; locales?: readonly Locale[] },
): Promise<TeamResultsResponse> {
  const row = await findAssessment(context.db, viewer.organisationId, input.assessmentId);
  if (!hasOpened(row)) throw new AppError('not_found', assessmentMessages.notFound);
  const [teams, subtrees] = await Promise.all([teamResults(context, viewer, input), subtreeResults(context, viewer, input)]);
  return { threshold: row.minimumGroupSize, teams, subtrees };
}
