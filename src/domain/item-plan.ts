import { ANONYMITY_THRESHOLD } from './anonymity.ts';
import { findExposure, ORGANISATION, type PublishedSet, type ReleaseCells } from './anonymity-auditor.ts';
import type { ChoiceTally } from './tallies.ts';

/*
 * Per-question figures of the organisation: heat-map cells, single-choice counts and comment
 * lists. Each is a sum over the people who gave an answer to that question, not over everyone
 * released: when seven of a release's eight people prefer not to say, the eighth is the only
 * new answer, and results before and after that release would differ by exactly it. So each
 * figure moves only by at least the minimum group size of new answers, and otherwise keeps the
 * value it had (the results say some answers to it wait for more).
 */

/** Answers per release (numbered from 1) and question id. */
export type AnswerCells = ReleaseCells;

export type CellPlanInput = {
  /** The release just written. */
  release: number;
  /** Each domain's scored questions. */
  questionsOf: ReadonlyMap<string, readonly string[]>;
  /** Answers (values, not "Prefer not to say") per release and question, every release so far. */
  answers: AnswerCells;
  /** The organisation's sets of each domain: every one published, and this publication's. */
  organisation: Readonly<Record<string, readonly PublishedSet[]>>;
  /** Cells published before, per domain: `group` is the question id. */
  history: Readonly<Record<string, readonly PublishedSet[]>>;
  threshold?: number;
};

export type CellPlan = {
  /** The cells this publication updates, per domain (group: question id, upTo: this release). */
  cells: Record<string, PublishedSet[]>;
  /**
   * Domains whose organisation figure must not move now: with it, some cells' answers would be
   * computable below the threshold even with no cell updated (only an earlier history can do that).
   */
  withheld: Set<string>;
};

type Candidate = PublishedSet & { fresh: number };

function answersOf(answers: AnswerCells, question: string, after: number, upTo: number): number {
  let total = 0;
  for (const [release, byQuestion] of answers) if (release > after && release <= upTo) total += byQuestion.get(question) ?? 0;
  return total;
}

/** The answers to the domain's questions only: the auditor's cells, with questions in the place of teams. */
function domainAnswers(answers: AnswerCells, questions: readonly string[]): AnswerCells {
  const wanted = new Set(questions);
  return new Map(
    [...answers].map(([release, byQuestion]) => [release, new Map([...byQuestion].filter(([question]) => wanted.has(question)))]),
  );
}

/**
 * Plans the heat-map cells of the domains whose organisation figure this publication updates.
 * A domain's mean is the sum of its cells, so the cells and the organisation's figures of the
 * domain are audited together, in answers: the same minimum cut as for teams, with each question
 * in the place of a team. That covers a cell's change between two publications, a domain minus
 * its shown cells (the hidden cells together) and every mix of the two over time. A cell is
 * proposed when it holds `threshold` answers and gained that many since it was last shown; where
 * the audit finds a smaller group, the proposed cell with the fewest new answers (one that
 * borders the group first) keeps its earlier value, and the audit runs again.
 */
export function planCells(input: CellPlanInput): CellPlan {
  const threshold = input.threshold ?? ANONYMITY_THRESHOLD;
  const plan: CellPlan = { cells: {}, withheld: new Set() };
  for (const [domain, questions] of input.questionsOf) {
    const organisation = input.organisation[domain] ?? [];
    if (!organisation.some((set) => set.group === ORGANISATION && set.upTo === input.release)) continue;
    const history = input.history[domain] ?? [];
    const answers = domainAnswers(input.answers, questions);
    const candidates: Candidate[] = [];
    for (const question of questions) {
      const last = Math.max(0, ...history.filter((set) => set.group === question).map((set) => set.upTo));
      const fresh = answersOf(answers, question, last, input.release);
      if (fresh >= threshold && answersOf(answers, question, 0, input.release) >= threshold)
        candidates.push({ group: question, upTo: input.release, fresh });
    }
    const sets = (admitted: readonly Candidate[]) => [...organisation, ...history, ...admitted];
    let admitted = [...candidates];
    const dropped: Candidate[] = [];
    let exposure = findExposure(answers, sets(admitted), threshold);
    while (exposure) {
      const bordering = new Set(exposure.bordering.map((set) => set.group));
      const pool = admitted.some((candidate) => bordering.has(candidate.group))
        ? admitted.filter((candidate) => bordering.has(candidate.group))
        : admitted;
      const [drop] = [...pool].sort((a, b) => a.fresh - b.fresh || a.group.localeCompare(b.group));
      if (!drop) break;
      dropped.push(drop);
      admitted = admitted.filter((candidate) => candidate !== drop);
      exposure = findExposure(answers, sets(admitted), threshold);
    }
    if (exposure) {
      plan.withheld.add(domain);
      continue;
    }
    // Dropping one at a time can drop more than needed: each dropped cell, most answers first, gets another chance.
    for (const candidate of [...dropped].sort((a, b) => b.fresh - a.fresh || a.group.localeCompare(b.group))) {
      if (!findExposure(answers, sets([...admitted, candidate]), threshold)) admitted.push(candidate);
    }
    plan.cells[domain] = admitted.map(({ group, upTo }) => ({ group, upTo }));
  }
  return plan;
}

/**
 * A single-choice question's figure after a release: its counts now where they hold `threshold`
 * answers and gained at least that many since the figure shown before (each option's change is
 * then a count over that many people); otherwise the figure shown before, or none.
 */
export function planChoice(shown: ChoiceTally | null | undefined, now: ChoiceTally, threshold = ANONYMITY_THRESHOLD): ChoiceTally | null {
  if (now.answers < threshold) return shown ?? null;
  if (!shown) return now;
  return now.answers - shown.answers >= threshold ? now : shown;
}

/**
 * Up to which release a comment question's comments are listed: comments join the list only in
 * groups of at least `threshold` new comments, so no comment can be tied to a release, or to the
 * people of a release, that brought fewer. `perRelease`: comments per release; `shownUpTo`: the
 * list's release before (undefined while nothing is listed).
 */
export function planComments(
  perRelease: ReadonlyMap<number, number>,
  shownUpTo: number | undefined,
  release: number,
  threshold = ANONYMITY_THRESHOLD,
): number | undefined {
  let fresh = 0;
  for (const [number, count] of perRelease) if (number > (shownUpTo ?? 0) && number <= release) fresh += count;
  return fresh >= threshold ? release : shownUpTo;
}
