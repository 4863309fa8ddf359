import { z } from 'zod';

/*
 * Sums over respondents, as releases add them up and publications keep them. Pure, so the
 * server's releases and the browser-only alpha workspace count answers the same way.
 */

/**
 * How many answers gave each value 1 to 5 (index 0 is 1). Absent where sums were kept before
 * values were counted: anything added to an absent count stays absent, never partial.
 */
export type ValueCounts = number[];

/** Sums over some respondents for one domain. */
export type DomainTally = { respondents: number; answers: number; sum: number; preferNot: number; counts?: ValueCounts | undefined };
/**
 * One team's (or respondent group's) sums in one release: its respondents, per domain, and per
 * question of a counted kind (single choice, net promoter) the answers that gave each of its
 * values, in the order of the kind's values. `choices` is absent from releases sealed before
 * counts were kept per group (decision 0068): those releases cannot be split by group.
 */
export type TeamTally = { respondents: number; domains: Record<string, DomainTally>; choices?: Record<string, number[]> | undefined };
/** Per team key ('' for people without a manager). */
export type TeamTallies = Record<string, TeamTally>;

export const ValueCountsSchema = z.array(z.number().int()).length(5);
export const DomainTallySchema = z.object({
  respondents: z.number(),
  answers: z.number(),
  sum: z.number(),
  preferNot: z.number(),
  counts: ValueCountsSchema.optional(),
});
export const TeamTalliesSchema = z.record(
  z.string(),
  z.object({
    respondents: z.number(),
    domains: z.record(z.string(), DomainTallySchema),
    choices: z.record(z.string(), z.array(z.number().int())).optional(),
  }),
);

/**
 * A heat-map cell as published: its answers and their sum, and — in publications since values
 * were counted — its "Prefer not to say" and value counts, over the same answers as its mean.
 */
export const CellTallySchema = z.object({
  answers: z.number(),
  sum: z.number(),
  preferNot: z.number().optional(),
  counts: ValueCountsSchema.optional(),
});
export type CellTally = z.infer<typeof CellTallySchema>;

/**
 * A single-choice question as published: how many answers gave each option (index 0 is option
 * 1), and how many preferred not to say. Shown only where the options hold the assessment's minimum group size in answers or more.
 */
export const ChoiceTallySchema = z.object({ answers: z.number().int(), preferNot: z.number().int(), counts: z.array(z.number().int()) });
export type ChoiceTally = z.infer<typeof ChoiceTallySchema>;

export const emptyCounts = (): ValueCounts => [0, 0, 0, 0, 0];
export const emptyTally = (): DomainTally => ({ respondents: 0, answers: 0, sum: 0, preferNot: 0, counts: emptyCounts() });

/** Adds value counts; unknown when either side is unknown. */
export function addCounts(into: ValueCounts | undefined, from: ValueCounts | undefined): ValueCounts | undefined {
  return into && from ? into.map((count, index) => count + (from[index] ?? 0)) : undefined;
}

/** Counts one answer: a value 1–5 into its place, null as "Prefer not to say". */
export function countAnswer(
  tally: { answers: number; sum: number; preferNot: number; counts?: ValueCounts | undefined },
  value: number | null,
) {
  if (value === null) {
    tally.preferNot += 1;
    return;
  }
  tally.answers += 1;
  tally.sum += value;
  if (tally.counts) tally.counts[value - 1] = (tally.counts[value - 1] ?? 0) + 1;
}

export function addTally(into: DomainTally, from: DomainTally): DomainTally {
  into.respondents += from.respondents;
  into.answers += from.answers;
  into.sum += from.sum;
  into.preferNot += from.preferNot;
  const counts = addCounts(into.counts, from.counts);
  if (counts) into.counts = counts;
  else delete into.counts;
  return into;
}

/** Adds one team's release tallies into a running total. */
export function addTeamTally(into: TeamTally, from: TeamTally): TeamTally {
  into.respondents += from.respondents;
  for (const [domain, tally] of Object.entries(from.domains)) into.domains[domain] = addTally(into.domains[domain] ?? emptyTally(), tally);
  if (from.choices) {
    const choices = (into.choices ??= {});
    for (const [question, counts] of Object.entries(from.choices))
      choices[question] = counts.map((count, index) => count + (choices[question]?.[index] ?? 0));
  }
  return into;
}
