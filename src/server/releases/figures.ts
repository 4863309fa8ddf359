import { z } from 'zod';
import { DomainTallySchema } from './tallies.ts';

const PublishedSetSchema = z.object({ group: z.string(), upTo: z.number().int() });
const CellSchema = z.object({ answers: z.number(), sum: z.number() });

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

export const PublicationFiguresSchema = z.object({
  /** The release this publication follows. */
  release: z.number().int(),
  /** Respondents released so far (the organisation's set). */
  respondents: z.number().int(),
  organisation: OrganisationFiguresSchema,
  teams: TeamFiguresSchema,
  /** Every respondent set published so far, per domain: what the auditor checks the next publication against. */
  history: z.record(z.string(), z.array(PublishedSetSchema)),
});
export type PublicationFigures = z.infer<typeof PublicationFiguresSchema>;
