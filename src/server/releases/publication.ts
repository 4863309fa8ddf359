import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { planPublication, shownCells } from '#domain/publication-plan.ts';
import { getQuestionSet, isQuestionSetId } from '#domain/question-bank.ts';
import type { Database } from '#server/db/client.ts';
import type { assessments } from '#server/db/schema.ts';
import { PublicationFiguresSchema, type PublicationFigures } from './figures.ts';
import { activeQuestions } from '#server/assessments/index.ts';
import { domainTotals, insertPublication, latestPublication, questionTotals, releasesOf } from './queries.ts';
import { addTeamTally, openTeamTallies, type DomainTally, type TeamTally, type TeamTallies } from './tallies.ts';

type AssessmentRow = typeof assessments.$inferSelect;

const emptyTeam = (): TeamTally => ({ respondents: 0, domains: {} });

/** Every release's team tallies, opened, in release order. */
async function openedReleases(db: Database, tallyKey: Buffer, assessmentId: string) {
  return (await releasesOf(db, assessmentId)).map((release) => ({ sequence: release.sequence, teams: openTeamTallies(tallyKey, release.id, release.sealedTeamTallies) }));
}

function teamTotal(opened: { sequence: number; teams: TeamTallies }[], team: string, upTo: number): TeamTally {
  const total = emptyTeam();
  for (const release of opened) if (release.sequence <= upTo && release.teams[team]) addTeamTally(total, release.teams[team]);
  return total;
}

function domainsOf(row: AssessmentRow): string[] {
  if (!isQuestionSetId(row.questionSetId)) throw new Error(`assessment ${row.id} has an unknown question set`);
  return getQuestionSet(row.questionSetId).domains.map((domain) => domain.key as string);
}

function mergeHistory(history: Record<string, PublishedSet[]>, added: Record<string, PublishedSet[]>) {
  const merged: Record<string, PublishedSet[]> = {};
  for (const domain of new Set([...Object.keys(history), ...Object.keys(added)])) merged[domain] = [...(history[domain] ?? []), ...(added[domain] ?? [])];
  return merged;
}

/**
 * Computes and stores the publication that follows release `sequence`: the auditor decides
 * which organisation and team figures it may add to what was published before; what it
 * does not admit keeps its earlier published value (or stays hidden). Runs in the release's
 * transaction.
 */
export async function publishAfterRelease(db: Database, tallyKey: Buffer, row: AssessmentRow, sequence: number, publishedOn: string) {
  const opened = await openedReleases(db, tallyKey, row.id);
  const previousRow = await latestPublication(db, row.organisationId, row.id);
  const previous: PublicationFigures | undefined = previousRow ? PublicationFiguresSchema.parse(previousRow.figures) : undefined;
  const domains = domainsOf(row);
  const organisationDomains = new Map((await domainTotals(db, row.id)).map((total) => [total.domain, total]));

  const cells = new Map(opened.map((release) => [release.sequence, new Map(Object.entries(release.teams).map(([team, tally]) => [team, tally.respondents]))]));
  const teamTotals = new Map<string, TeamTally>();
  const totalOf = (team: string) => {
    let total = teamTotals.get(team);
    if (!total) teamTotals.set(team, (total = teamTotal(opened, team, sequence)));
    return total;
  };
  const plan = planPublication({
    release: sequence,
    cells,
    domains,
    history: previous?.history ?? {},
    domainRespondents: (group, domain) => (group === ORGANISATION ? (organisationDomains.get(domain)?.respondentCount ?? 0) : (totalOf(group).domains[domain]?.respondents ?? 0)),
  });

  const organisationTally = (domain: string): DomainTally | null => {
    const total = organisationDomains.get(domain);
    return total ? { respondents: total.respondentCount, answers: total.answerCount, sum: total.valueSum, preferNot: total.preferNotCount } : null;
  };
  const admittedOrganisation = new Set(domains.filter((domain) => plan[domain]?.some((set) => set.group === ORGANISATION)));
  const figures: PublicationFigures = {
    release: sequence,
    respondents: opened.reduce((total, release) => total + Object.values(release.teams).reduce((sum, team) => sum + team.respondents, 0), 0),
    organisation: {
      domains: Object.fromEntries(domains.map((domain) => [domain, admittedOrganisation.has(domain) ? organisationTally(domain) : (previous?.organisation.domains[domain] ?? null)])),
      cells: await organisationCells(db, row, admittedOrganisation, previous),
    },
    teams: structuredClone(previous?.teams ?? {}),
    history: mergeHistory(previous?.history ?? {}, plan),
  };
  for (const domain of domains) {
    for (const set of plan[domain] ?? []) {
      if (set.group === ORGANISATION) continue;
      const team = (figures.teams[set.group] ??= { respondents: 0, domains: {} });
      const tally = teamTotal(opened, set.group, set.upTo);
      team.domains[domain] = { ...(tally.domains[domain] ?? { respondents: 0, answers: 0, sum: 0, preferNot: 0 }), upTo: set.upTo };
      team.respondents = Math.max(team.respondents, tally.respondents);
    }
  }
  await insertPublication(db, { organisationId: row.organisationId, assessmentId: row.id, sequence, publishedOn, figures });
}

/** Heat-map cells of the domains admitted now; other domains keep their earlier cells. */
async function organisationCells(db: Database, row: AssessmentRow, admitted: ReadonlySet<string>, previous: PublicationFigures | undefined) {
  const domainOf = new Map((await activeQuestions(db, row.questionSetId)).map((question) => [question.id, question.domain]));
  const totals = new Map((await questionTotals(db, row.id)).map((total) => [total.questionId, total]));
  const counts = [...domainOf].map(([questionId, domain]) => ({ questionId, domain, answers: totals.get(questionId)?.answerCount ?? 0 }));
  const shown = shownCells(counts, admitted, ANONYMITY_THRESHOLD);
  const cells: PublicationFigures['organisation']['cells'] = {};
  for (const [questionId, domain] of domainOf) {
    const total = totals.get(questionId);
    if (!admitted.has(domain)) cells[questionId] = previous?.organisation.cells[questionId] ?? null;
    else cells[questionId] = shown.has(questionId) && total ? { answers: total.answerCount, sum: total.valueSum } : null;
  }
  return cells;
}
