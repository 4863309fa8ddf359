import { countSetId, planCounts, type CountSet } from '#domain/count-plan.ts';
import type { ReleasedGroups } from '#domain/cut-plan.ts';
import { planChoice, type AnswerCells } from '#domain/item-plan.ts';
import { countedQuestions, type AssessmentQuestion } from '#domain/question-kinds.ts';
import type { ChoiceTally } from '#domain/tallies.ts';
import { attributesIn } from './cut-publication.ts';
import type { CountFigures } from './figures.ts';

/*
 * Counted questions (single choice, net promoter) per team and attribute value (decision 0068):
 * what each publication moved, replayed for publications from before it was recorded, and the
 * figures after this release's plan. The organisation's counts go through the same plan.
 */

const isOrganisation = (set: CountSet) => set.team === undefined && set.attribute === undefined;

function answersUpTo(answers: AnswerCells, question: string, upTo: number): number {
  let total = 0;
  for (const [release, byQuestion] of answers) if (release <= upTo) total += byQuestion.get(question) ?? 0;
  return total;
}

/**
 * Per counted question, every count figure published before. A publication from before they were
 * recorded moved only the organisation's, by `planChoice`'s rule on the answers released up to it
 * (one publication follows each release), so replaying that rule gives exactly the sets it showed.
 */
function countHistory(
  publications: readonly { sequence: number; counts?: Record<string, CountSet[]> | undefined }[],
  questions: readonly string[],
  answers: AnswerCells,
  threshold: number,
): Record<string, CountSet[]> {
  const history: Record<string, CountSet[]> = {};
  for (const question of questions) {
    const sets: CountSet[] = [];
    let shown: number | null = null;
    for (const publication of publications) {
      if (publication.counts) {
        const moved = publication.counts[question] ?? [];
        sets.push(...moved);
        const organisation = moved.find(isOrganisation);
        if (organisation) shown = answersUpTo(answers, question, organisation.upTo);
        continue;
      }
      const now = answersUpTo(answers, question, publication.sequence);
      if (now >= threshold && (shown === null || now - shown >= threshold)) {
        sets.push({ upTo: publication.sequence });
        shown = now;
      }
    }
    history[question] = sets;
  }
  return history;
}

/** A group's counts of one question up to its set's release, from the sealed groups. */
function groupCounts(releases: ReleasedGroups, question: string, set: CountSet) {
  let counts: number[] = [];
  for (const release of releases) {
    if (release.release > set.upTo) continue;
    for (const group of release.groups) {
      if (set.team !== undefined && group.team !== set.team) continue;
      if (set.attribute !== undefined && group.attributes[set.attribute] !== set.value) continue;
      const own = group.tally.choices?.[question] ?? [];
      counts = own.map((count, index) => count + (counts[index] ?? 0)).concat(counts.slice(own.length));
    }
  }
  return { ...set, answers: counts.reduce((sum, count) => sum + count, 0), counts };
}

/**
 * The release's count plan per counted question and what it leads to: the sets moved (the
 * history of the next plans), the questions whose organisation-wide counts `planChoice` would move
 * but the plan holds back, and the group figures (the admitted ones move, every other keeps its
 * earlier value).
 */
export function publishCounts(
  releases: ReleasedGroups,
  input: {
    sequence: number;
    asked: readonly AssessmentQuestion[];
    answers: AnswerCells;
    /** Each publication so far with the count figures it recorded (none before they were). */
    publications: readonly { sequence: number; counts?: Record<string, CountSet[]> | undefined }[];
    previous: { choices?: Record<string, ChoiceTally | null> | undefined; countGroups?: CountFigures | undefined } | undefined;
    threshold: number;
  },
) {
  const attributes = attributesIn(releases);
  const questions = countedQuestions(input.asked).map(({ question }) => question.id);
  const history = countHistory(input.publications, questions, input.answers, input.threshold);
  const sets: Record<string, CountSet[]> = {};
  const held = new Set<string>();
  const figures: CountFigures = structuredClone(input.previous?.countGroups ?? {});
  for (const question of questions) {
    const shown = input.previous?.choices?.[question] ?? null;
    const now = { answers: answersUpTo(input.answers, question, input.sequence), preferNot: 0, counts: [] };
    const organisationMoves = planChoice(shown, now, input.threshold) === now;
    const planned = planCounts({
      release: input.sequence,
      releases,
      question,
      history: history[question] ?? [],
      organisationMoves,
      attributes,
      threshold: input.threshold,
    });
    // A release sealed before counts were kept per group: the organisation's counts alone, as before.
    const moved = planned ?? (organisationMoves ? [{ upTo: input.sequence }] : []);
    if (organisationMoves && !moved.some(isOrganisation)) held.add(question);
    if (moved.length > 0) sets[question] = moved;
    for (const set of moved.filter((candidate) => !isOrganisation(candidate)))
      (figures[question] ??= {})[countSetId(set)] = groupCounts(releases, question, set);
  }
  const shownAny = Object.keys(figures).length > 0;
  return { sets, held, figures: shownAny ? figures : undefined };
}
