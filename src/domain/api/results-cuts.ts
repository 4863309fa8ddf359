import { z } from 'zod';
import { DomainScoreSchema, ScoreChangeSchema } from './results.ts';

/**
 * A counted question's figure for one group (decision 0068): each value's count, and for a net
 * promoter question its eNPS from those counts only (null for other kinds).
 */
export const GroupCountsSchema = z.object({
  questionId: z.string(),
  responseCount: z.number().int(),
  options: z.array(z.object({ label: z.string(), count: z.number().int() })),
  netPromoter: z
    .object({ score: z.number().int(), promoters: z.number().int(), passives: z.number().int(), detractors: z.number().int() })
    .nullable(),
});
export type GroupCounts = z.infer<typeof GroupCountsSchema>;

/** One group of a breakdown by attribute: an attribute value, or a team's people with it; its domain scores. */
export const CutGroupSchema = z.object({
  /** The value as stored (a tenure band or employment type key, or the organisation's own text). */
  value: z.string(),
  /** The value in the reader's language. */
  label: z.string(),
  /** For a team × attribute cell: the team's manager and the team's name; null for the whole organisation. */
  team: z.object({ managerId: z.uuid(), name: z.string() }).nullable(),
  domains: z.array(DomainScoreSchema),
  /**
   * Per domain, the change since the same group in the previous closed wave of the set, where
   * both waves show it (the group's trend); empty without such a wave.
   */
  changes: z.array(ScoreChangeSchema.extend({ domain: z.string() })),
  /** Counted questions (single choice, net promoter) the group shows; absent or empty where none. */
  choices: z.array(GroupCountsSchema).optional(),
});
export type CutGroup = z.infer<typeof CutGroupSchema>;

/** Results broken down by one attribute, each group shown only where the auditor admitted it (six or more). */
export const CutBreakdownSchema = z.object({
  attribute: z.string(),
  label: z.string(),
  groups: z.array(CutGroupSchema),
});

export const ResultsCutsSchema = z.object({
  threshold: z.number().int(),
  /** The wave the changes are against; null when there is no earlier closed wave of the set. */
  comparedWave: z.number().int().nullable(),
  /** The domains in order, with their labels: the columns of every breakdown. */
  domains: z.array(z.object({ key: z.string(), label: z.string() })),
  breakdowns: z.array(CutBreakdownSchema),
  /** The counted questions in order (the columns of the groups' `choices`); absent from answers before there were any. */
  counted: z.array(z.object({ questionId: z.string(), questionText: z.string(), netPromoter: z.boolean() })).optional(),
  /** Counted questions per team: every team for administrators, their own for a manager; absent or empty where none is shown. */
  teams: z.array(z.object({ team: z.object({ managerId: z.uuid(), name: z.string() }), choices: z.array(GroupCountsSchema) })).optional(),
});
export type ResultsCuts = z.infer<typeof ResultsCutsSchema>;
