import { beforeAll, describe, expect } from 'vitest';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import {
  complementAttack,
  differencingAttack,
  documentAttack,
  hiddenCellAttack,
  histogramAttack,
  linearAlgebraAttack,
  smallCountAttack,
} from './support/attacks.ts';
import { runScenario, type Figure, type GroundTruth, type Observations } from './support/scenario.ts';

/*
 * Everyone in the organisation looks at everything they may see after every single
 * completion; the attacker pools all of it (API, CSV, PDF and presentation text, roadmap) with who answered
 * when and who is in which team, and tries to work out anyone's answers.
 */
describe(`attacks on what results show, on ${testEngine}`, () => {
  let observations: Observations;
  let truth: GroundTruth;

  const { database, server } = useTestServer({}, { emptied: 'once' });
  beforeAll(async () => {
    ({ observations, truth } = await runScenario(server, database.db));
  }, 240_000);

  it('saw results at all: the scenario released three batches and showed figures', () => {
    expect([...truth.releases.values()].map((people) => people.length)).toEqual([6, 6, 6]);
    expect(observations.figures.some((figure) => figure.source === 'teams' && figure.mean !== null)).toBe(true);
    expect(observations.figures.some((figure) => figure.group === '*' && figure.mean !== null)).toBe(true);
    expect(observations.documents.some((document) => document.kind === 'pdf')).toBe(true);
    expect(observations.documents.some((document) => document.kind === 'presentation')).toBe(true);
    // The last person was never released: fewer than six were waiting when it closed. After the
    // close, the response rate counts them with everyone who completed.
    const released = observations.counts.filter((entry) => entry.label === 'released' && entry.seenBy === 'admin').at(-1);
    expect(released?.value).toBe(18);
    const completed = observations.counts.filter((entry) => entry.label === 'completed' && entry.seenBy === 'admin').at(-1);
    expect(completed?.value).toBe(19);
  });

  it('recovers nothing by comparing results before and after someone answered', () => {
    expect(differencingAttack(observations.figures)).toEqual([]);
  });

  it('recovers nothing by subtracting the shown teams from the organisation', () => {
    expect(complementAttack(observations.figures)).toEqual([]);
  });

  it('recovers no hidden heat-map cell from its domain', () => {
    expect(hiddenCellAttack(observations)).toEqual([]);
  });

  it('shows no completion or respondent count of a group below six', () => {
    expect(smallCountAttack(observations)).toEqual([]);
  });

  it('lets no combination of everything shown, at any moment, determine a group below six', () => {
    expect(linearAlgebraAttack(observations.figures, truth)).toEqual([]);
  });

  it('isolates no group below six by differencing favourability histograms over time, teams and cells', () => {
    // Histograms were shown at all: for the organisation's domains and cells, and for teams.
    expect(observations.figures.some((figure) => figure.source === 'teams' && figure.histogram)).toBe(true);
    expect(observations.figures.some((figure) => figure.family.startsWith('q:') && figure.histogram)).toBe(true);
    expect(histogramAttack(observations.figures, truth)).toEqual([]);
  });

  it('puts nothing in exports and roadmaps that results did not show', () => {
    expect(documentAttack(observations)).toEqual([]);
  });
});

/*
 * The same attacks against what the earlier design showed, so each is seen to work: results
 * moved with every answer, a team was shown whenever it had six, one cell could hide alone.
 */
describe('the attacks find leaks in a design that has them', () => {
  const figure = (
    moment: number,
    group: string,
    family: string,
    setSize: number,
    mean: number | null,
    source: Figure['source'] = 'results',
  ): Figure => ({
    moment,
    seenBy: 'admin',
    source,
    group,
    family,
    setSize,
    mean,
    count: mean === null ? null : setSize,
  });
  const empty = (): Observations => ({ figures: [], counts: [], documents: [], heatMaps: [] });

  it('differencing recovers a person whose answer moved the figures', () => {
    expect(differencingAttack([figure(1, '*', 'd', 6, 3.5), figure(2, '*', 'd', 7, 3.57)])).toHaveLength(1);
  });

  it('the complement recovers the people outside the only shown team', () => {
    expect(complementAttack([figure(1, '*', 'd', 7, 3.43), figure(1, 'team', 'd', 6, 3.5, 'teams')])).toHaveLength(1);
  });

  it('the hidden-cell attack finds a domain with one hidden cell', () => {
    const observations = empty();
    observations.heatMaps.push({ moment: 1, domain: 'd', hidden: 1, shown: 2, domainShown: true });
    expect(hiddenCellAttack(observations)).toHaveLength(1);
    // Counted in answers: seven in the domain, three and three in the shown cells, one left.
    observations.heatMaps.push({ moment: 2, domain: 'd', hidden: 1, shown: 2, domainShown: true, domainAnswers: 7, shownAnswers: 6 });
    expect(hiddenCellAttack(observations)).toHaveLength(2);
  });

  it('the count attack finds "1 of 2 completed"', () => {
    const observations = empty();
    observations.counts.push({ moment: 1, seenBy: 'manager', group: 'team', label: 'team completed', value: 1 });
    expect(smallCountAttack(observations)).toHaveLength(1);
  });

  it('the linear-algebra attack finds a team figure that moved by one person', () => {
    const truth: GroundTruth = {
      people: [],
      managers: {},
      releases: new Map([
        [1, Array.from({ length: 6 }, (_, index) => ({ id: `a${index}`, email: '', team: 'A', answers: [] }))],
        [
          2,
          [
            ...Array.from({ length: 5 }, (_, index) => ({ id: `b${index}`, email: '', team: 'B', answers: [] })),
            { id: 'a6', email: '', team: 'A', answers: [] },
          ],
        ],
      ]),
    };
    const found = linearAlgebraAttack(
      [figure(1, '*', 'd', 6, 3), figure(2, '*', 'd', 12, 3.2), figure(1, 'A', 'd', 6, 3, 'teams'), figure(2, 'A', 'd', 7, 3.1, 'teams')],
      truth,
    );
    expect(found).toEqual(['d: a group of 1 is computable']);
  });

  it('the histogram attack finds a histogram beside a hidden cell, one that moved by one person, and one the shown teams leave to a few', () => {
    const histogram = (agree: number, neutral = 0, disagree = 0) => ({ agree, neutral, disagree, preferNotToSay: 0 });
    const hiddenCell = { ...figure(1, '*', 'q:deib-1', 6, null), histogram: histogram(3, 1, 1) };
    expect(histogramAttack([hiddenCell], { people: [], managers: {}, releases: new Map() })).toEqual([
      'moment 1, *|q:deib-1: a histogram beside a hidden mean',
      'moment 1, *|q:deib-1: a histogram of 5 answers',
    ]);
    const moved = [
      { ...figure(1, 'A', 'd', 6, 3, 'teams'), histogram: histogram(4, 2) },
      { ...figure(2, 'A', 'd', 7, 3.1, 'teams'), histogram: histogram(5, 2) },
    ];
    expect(histogramAttack(moved, { people: [], managers: {}, releases: new Map() })).toContain('A|d: histogram over 6 → 7 people');
    const leftover = [
      { ...figure(1, '*', 'd', 8, 3), histogram: histogram(5, 3) },
      { ...figure(1, 'A', 'd', 6, 3, 'teams'), histogram: histogram(4, 2) },
    ];
    expect(histogramAttack(leftover, { people: [], managers: {}, releases: new Map() })).toContain(
      'moment 1, d: organisation histogram minus 1 teams = 2 people',
    );
  });

  it('the document attack finds a score that no shown figure has', () => {
    const observations = empty();
    observations.figures.push(figure(1, '*', 'd', 6, 3.5));
    observations.documents.push({ moment: 1, kind: 'csv', text: 'Overall,3.50,2.17' });
    expect(documentAttack(observations)).toEqual(['csv at moment 1 shows 2.17, which no shown figure has']);
  });
});
