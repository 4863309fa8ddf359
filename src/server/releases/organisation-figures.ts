import type { z } from 'zod';
import { ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { planChoice, planComments, type AnswerCells } from '#domain/item-plan.ts';
import { commentQuestions, countedQuestions, type AssessmentQuestion } from '#domain/question-kinds.ts';
import type { Database } from '#server/db/client.ts';
import type { assessments } from '#server/db/schema.ts';
import type { OrganisationFiguresSchema } from './figures.ts';
import { choiceCounts, commentsPerRelease } from './kinds-queries.ts';
import { questionTotals, valueCountsOf, type domainTotals } from './queries.ts';
import type { DomainTally } from './tallies.ts';

// The organisation-wide figures of a publication: domains as the plan admits them, heat-map
// cells, counted choices and comment lists, each moved only as its own planner allows, and the
// names of the figures left waiting for more answers.

type AssessmentRow = typeof assessments.$inferSelect;
type OrganisationFigures = z.infer<typeof OrganisationFiguresSchema>;

export /** Per release and question, a count from rows of (sequence, question id, n). */
function perRelease(rows: readonly { sequence: number; question_id: string; n: number }[]): AnswerCells {
  const cells = new Map<number, Map<string, number>>();
  for (const entry of rows) {
    let byQuestion = cells.get(entry.sequence);
    if (!byQuestion) cells.set(entry.sequence, (byQuestion = new Map()));
    byQuestion.set(entry.question_id, entry.n);
  }
  return cells;
}

type Assembly = {
  sequence: number;
  domains: readonly string[];
  questionsOfDomain: ReadonlyMap<string, readonly string[]>;
  organisationDomains: ReadonlyMap<string, Awaited<ReturnType<typeof domainTotals>>[number]>;
  plan: Record<string, PublishedSet[]>;
  /** The heat-map cells the cell plan moves, per question. */
  cells: Record<string, PublishedSet[]>;
  answers: AnswerCells;
  asked: readonly AssessmentQuestion[];
  /** Counted questions whose organisation-wide counts the count plan holds back (decision 0068). */
  choicesHeld: ReadonlySet<string>;
  /** The latest publication's figures and sequence. */
  previous: { figures: OrganisationFigures; sequence: number } | undefined;
};

/** The organisation's figures after this release's plan: what moves, what keeps its earlier value, what waits. */
export async function organisationFiguresOf(db: Database, row: AssessmentRow, input: Assembly): Promise<OrganisationFigures> {
  const { sequence, domains, questionsOfDomain, organisationDomains, plan, answers, asked, previous } = input;
  const organisationTally = (domain: string): DomainTally | null => {
    const total = organisationDomains.get(domain);
    if (!total) return null;
    const counts = valueCountsOf(total);
    return {
      respondents: total.respondentCount,
      answers: total.answerCount,
      sum: total.valueSum,
      preferNot: total.preferNotCount,
      ...(counts ? { counts } : {}),
    };
  };
  const admittedOrganisation = new Set(domains.filter((domain) => plan[domain]?.some((set) => set.group === ORGANISATION)));
  const organisationDomainFigures = Object.fromEntries(
    domains.map((domain) => [
      domain,
      admittedOrganisation.has(domain) ? organisationTally(domain) : (previous?.figures.domains[domain] ?? null),
    ]),
  );
  const cellFigures = await organisationCells(
    db,
    row,
    questionsOfDomain,
    new Set(Object.values(input.cells).flatMap((sets) => sets.map((set) => set.group))),
    previous?.figures,
  );
  const choices = await organisationChoices(db, row, asked, previous?.figures, input.choicesHeld);
  const comments = await commentLists(db, row, asked, previous, sequence);
  const organisation: OrganisationFigures = {
    domains: organisationDomainFigures,
    cells: cellFigures,
    choices,
    comments: comments.lists,
    waiting: [
      ...comments.waiting,
      ...domains.filter(
        (domain) => (organisationDomainFigures[domain]?.respondents ?? 0) < (organisationDomains.get(domain)?.respondentCount ?? 0),
      ),
      ...[...questionsOfDomain.values()]
        .flat()
        .filter((question) => (cellFigures[question]?.answers ?? 0) < totalAnswers(answers, question)),
      ...Object.entries(choices).flatMap(([question, shown]) =>
        (shown?.answers ?? 0) < totalAnswers(answers, question) ? [question] : [],
      ),
    ],
  };
  return organisation;
}

function totalAnswers(answers: AnswerCells, question: string): number {
  let total = 0;
  for (const byQuestion of answers.values()) total += byQuestion.get(question) ?? 0;
  return total;
}

/** Heat-map cells: those the cell plan updates show their totals now; every other keeps its earlier value, or stays hidden. */
async function organisationCells(
  db: Database,
  row: AssessmentRow,
  questionsOfDomain: ReadonlyMap<string, readonly string[]>,
  updated: ReadonlySet<string>,
  previous: OrganisationFigures | undefined,
) {
  const totals = new Map((await questionTotals(db, row.id)).map((total) => [total.questionId, total]));
  const cells: OrganisationFigures['cells'] = {};
  for (const questionId of [...questionsOfDomain.values()].flat()) {
    const total = totals.get(questionId);
    if (!updated.has(questionId) || !total) cells[questionId] = previous?.cells[questionId] ?? null;
    else {
      // Counted over the cell's own answers, so shown and hidden exactly with its mean.
      const counts = valueCountsOf(total);
      cells[questionId] = {
        answers: total.answerCount,
        sum: total.valueSum,
        ...(counts ? { counts, preferNot: total.preferNotCount } : {}),
      };
    }
  }
  return cells;
}

/**
 * Questions of the kinds published as counts (single choice), organisation-wide, over every
 * release so far: shown where at least the assessment's minimum group size gave an answer, and
 * moved only by that many new answers (decision 0033), and not where the count plan holds them
 * back beside the teams' and attribute values' counts (decision 0068). `counts` follow the
 * order of the kind's values (src/domain/question-kinds/).
 */
async function organisationChoices(
  db: Database,
  row: AssessmentRow,
  asked: readonly AssessmentQuestion[],
  previous: OrganisationFigures | undefined,
  held: ReadonlySet<string>,
) {
  const choices = countedQuestions(asked);
  const counted = await choiceCounts(
    db,
    row.id,
    choices.map(({ question }) => question.id),
  );
  const figures: NonNullable<OrganisationFigures['choices']> = {};
  for (const { question, values } of choices) {
    const tally = { answers: 0, preferNot: 0, counts: values.map(() => 0) };
    for (const entry of counted.filter((candidate) => candidate.question_id === question.id)) {
      const at = values.findIndex((candidate) => candidate.value === entry.value);
      if (entry.value === null) tally.preferNot += entry.n;
      else if (at >= 0) {
        tally.answers += entry.n;
        tally.counts[at] = entry.n;
      }
    }
    const shown = previous?.choices?.[question.id];
    figures[question.id] = held.has(question.id) ? (shown ?? null) : planChoice(shown, tally, row.minimumGroupSize);
  }
  return figures;
}

/** Per comment question, the release its list now reaches: extended only by a group of the minimum group size of new comments. */
async function commentLists(
  db: Database,
  row: AssessmentRow,
  asked: readonly AssessmentQuestion[],
  previous: { figures: OrganisationFigures; sequence: number } | undefined,
  sequence: number,
) {
  const counted = perRelease(await commentsPerRelease(db, row.id));
  const lists: Record<string, number> = {};
  const waiting: string[] = [];
  for (const question of commentQuestions(asked)) {
    const perQuestion = new Map([...counted].map(([release, byQuestion]) => [release, byQuestion.get(question.id) ?? 0]));
    // A publication before lists grew in groups listed every comment released up to it.
    const shownUpTo = previous?.figures.comments ? previous.figures.comments[question.id] : previous?.sequence;
    const upTo = planComments(perQuestion, shownUpTo, sequence, row.minimumGroupSize);
    if (upTo !== undefined) lists[question.id] = upTo;
    if ([...perQuestion].some(([release, count]) => count > 0 && release > (upTo ?? 0))) waiting.push(question.id);
  }
  return { lists, waiting };
}
