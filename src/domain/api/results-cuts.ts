import { z } from 'zod';
import { DomainScoreSchema, ScoreChangeSchema } from './results.ts';

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
});
export type ResultsCuts = z.infer<typeof ResultsCutsSchema>;
