import { z } from 'zod';
import { DomainTallySchema, ValueCountsSchema } from './tallies.ts';

const PublishedSetSchema = z.object({ group: z.string(), upTo: z.number().int() });
/**
 * A heat-map cell: its answers and their sum, and — in publications since values were
 * counted — its "Prefer not to say" and value counts, over the same answers as its mean.
 */
const CellSchema = z.object({ answers: z.number(), sum: z.number(), preferNot: z.number().optional(), counts: ValueCountsSchema.optional() });

/**
 * Everything one publication shows, as stored. Hidden figures are null: they are not kept
 * here at all, so nothing that reads publications can show them by mistake.
 */
export const OrganisationFiguresSchema = z.object({
  domains: z.record(z.string(), DomainTallySchema.nullable()),
  cells: z.record(z.string(), CellSchema.nullable()),
});

export const TeamFiguresSchema = z.record(
  z.string(),
  z.object({
    /** Respondents behind the team's newest shown figure. */
    respondents: z.number().int(),
    domains: z.record(z.string(), DomainTallySchema.extend({ upTo: z.number().int() }).nullable()),
  }),
);

/** One team's newest shown figures: a row of team_result_figures. */
export const TeamFigureSchema = TeamFiguresSchema.valueType;
export type TeamFigure = z.infer<typeof TeamFigureSchema>;

/**
 * What one release published, per domain: the respondent sets (organisation or team, up to
 * which release). All of them together are what the auditor checks the next publication
 * against; nothing reads them to show a figure.
 */
export const PublishedSetsSchema = z.object({ sets: z.record(z.string(), z.array(PublishedSetSchema)) });
