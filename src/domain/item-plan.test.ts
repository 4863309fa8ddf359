import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORGANISATION, type PublishedSet } from './anonymity-auditor.ts';
import { planCells, planChoice, planComments, type AnswerCells } from './item-plan.ts';
import { smallestComputableGroup } from './test-support/brute-force-solver.ts';

const QUESTIONS = ['q1', 'q2', 'q3'];
const questionsOf = new Map([['d', QUESTIONS]]);
const org = (upTo: number): PublishedSet => ({ group: ORGANISATION, upTo });

/** Answers per release: each entry the answers q1, q2, q3 got in that release. */
const answersOf = (...releases: number[][]): AnswerCells =>
  new Map(releases.map((counts, index) => [index + 1, new Map(counts.map((count, question) => [QUESTIONS[question] ?? '', count]))]));

type Step = { answers: AnswerCells; organisation: PublishedSet[]; cells: PublishedSet[] };

/** Publishes the domain at every release, as a release admits it, carrying the cell history along. */
function publishEveryRelease(releases: number[][], plan = planCells): Step[] {
  const steps: Step[] = [];
  let organisation: PublishedSet[] = [];
  let cells: PublishedSet[] = [];
  for (let release = 1; release <= releases.length; release += 1) {
    const answers = answersOf(...releases.slice(0, release));
    const proposed = [...organisation, org(release)];
    const result = plan({ release, questionsOf, answers, organisation: { d: proposed }, history: { d: cells } });
    if (!result.withheld.has('d')) organisation = proposed;
    cells = [...cells, ...(result.cells.d ?? [])];
    steps.push({ answers, organisation, cells });
  }
  return steps;
}

/** The smallest group of answers the published domain and cell figures make computable, by brute force. */
const smallestGroup = (step: Step) => smallestComputableGroup(step.answers, [...step.organisation, ...step.cells], 5);

/** A broken planner: every cell with six answers is shown at every publication, as before cells were audited in answers. */
const showEveryCellWithSix: typeof planCells = (input) => {
  const cells: PublishedSet[] = [];
  for (const question of input.questionsOf.get('d') ?? []) {
    let total = 0;
    for (const byQuestion of input.answers.values()) total += byQuestion.get(question) ?? 0;
    if (total >= 6) cells.push({ group: question, upTo: input.release });
  }
  return { cells: { d: cells }, withheld: new Set() };
};

describe('heat-map cells, audited in answers', () => {
  it('shows every cell with six answers or more', () => {
    const [step] = publishEveryRelease([[6, 9, 12]]);
    expect(step?.cells.map((set) => set.group)).toEqual(['q1', 'q2', 'q3']);
  });

  it('never hides one small cell alone: the domain minus the shown cells would give it away', () => {
    const [step] = publishEveryRelease([[5, 7, 12]]);
    expect(step?.cells.map((set) => set.group)).toEqual(['q3']);
    expect(smallestGroup(step as Step)).toBeNull();
  });

  it('keeps a cell at its earlier value when a release brings it fewer than six answers', () => {
    // Release 2: eight people, seven prefer not to say to q1. Its one new answer must not show.
    const steps = publishEveryRelease([
      [6, 6, 6],
      [1, 8, 8],
    ]);
    const last = steps[1] as Step;
    const updated = last.cells.filter((set) => set.upTo === 2).map((set) => set.group);
    expect(updated).not.toContain('q1');
    // q1's one answer hides with another cell's new answers: nine answers in all.
    expect(updated).toHaveLength(1);
    expect(smallestGroup(last)).toBeNull();
  });

  it('moves a cell again once six new answers have gathered', () => {
    const steps = publishEveryRelease([
      [6, 6, 6],
      [1, 8, 8],
      [5, 6, 6],
    ]);
    expect((steps[2] as Step).cells.filter((set) => set.upTo === 3).map((set) => set.group)).toContain('q1');
    for (const step of steps) expect(smallestGroup(step)).toBeNull();
  });

  it('the brute force finds the one answer where every cell with six is shown at every release', () => {
    const steps = publishEveryRelease(
      [
        [6, 6, 6],
        [1, 8, 8],
      ],
      showEveryCellWithSix,
    );
    expect(smallestGroup(steps[1] as Step)?.size).toBe(1);
  });

  it('over random releases, never makes fewer than six answers computable, and still shows cells', () => {
    const releases = fc.array(fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)), { minLength: 1, maxLength: 5 });
    let shown = 0;
    fc.assert(
      fc.property(releases, (counts) => {
        for (const step of publishEveryRelease(counts)) {
          expect(smallestGroup(step)).toBeNull();
          shown += step.cells.length;
        }
      }),
      { numRuns: 300 },
    );
    expect(shown).toBeGreaterThan(300);
    // And the same releases catch the broken planner.
    const broken = fc.check(
      fc.property(releases, (counts) => publishEveryRelease(counts, showEveryCellWithSix).every((step) => smallestGroup(step) === null)),
      { numRuns: 300 },
    );
    expect(broken.failed).toBe(true);
  });
});

describe('single-choice counts', () => {
  const tally = (answers: number, counts: number[], preferNot = 0) => ({ answers, preferNot, counts });

  it('shows nothing below six answers', () => {
    expect(planChoice(null, tally(5, [3, 2]))).toBeNull();
  });

  it('keeps the counts shown until six new answers have gathered', () => {
    const shown = tally(6, [4, 2]);
    // One new answer chose the second option: showing it would say what that person chose.
    expect(planChoice(shown, tally(7, [4, 3], 7))).toBe(shown);
    const later = tally(12, [6, 6]);
    expect(planChoice(shown, later)).toBe(later);
  });
});

describe('comment lists', () => {
  it('lists comments only once six have been released, and grows only by six or more', () => {
    const perRelease = new Map([
      [1, 5],
      [2, 1],
      [3, 4],
      [4, 2],
    ]);
    expect(planComments(perRelease, undefined, 1)).toBeUndefined();
    expect(planComments(perRelease, undefined, 2)).toBe(2);
    // One comment more in release 3 alone would tie it to release 3's people.
    expect(planComments(new Map([...perRelease, [3, 1]]), 2, 3)).toBe(2);
    expect(planComments(perRelease, 2, 3)).toBe(2);
    expect(planComments(perRelease, 2, 4)).toBe(4);
  });
});
