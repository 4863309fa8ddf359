import { z } from 'zod';
import { CellTallySchema, ChoiceTallySchema, DomainTallySchema } from '#domain/tallies.ts';

/**
 * A published respondent set. A group of several teams (a manager's subtree) lists its teams:
 * without them the auditor would read it back as a single team and lose how it nests.
 */
const PublishedSetSchema = z.object({ group: z.string(), upTo: z.number().int(), teams: z.array(z.string()).optional() });

/** A figure by attribute's respondent set (src/domain/cut-plan.ts). */
const CutSetSchema = z.object({ attribute: z.string(), value: z.string(), team: z.string().optional(), upTo: z.number().int() });

/** A count figure's set of answers (src/domain/count-plan.ts): the organisation's, a team's or an attribute value's. */
const CountSetSchema = z.object({
  team: z.string().optional(),
  attribute: z.string().optional(),
  value: z.string().optional(),
  upTo: z.number().int(),
});

/**
 * The counts of counted questions (single choice, net promoter) per team and per attribute value
 * a publication shows (decision 0068): per question, per group (`countSetId`), the answers and
 * the count of each value up to the release it was taken at.
 */
export const CountFiguresSchema = z.record(
  z.string(),
  z.record(z.string(), CountSetSchema.extend({ answers: z.number().int(), counts: z.array(z.number().int()) })),
);
export type CountFigures = z.infer<typeof CountFiguresSchema>;

/**
 * The figures by attribute a publication shows: per attribute value (and team × value cell),
 * per domain, the tally up to the release it was taken at; null where never shown.
 */
export const CutFiguresSchema = z.record(
  z.string(),
  z.object({
    attribute: z.string(),
    value: z.string(),
    team: z.string().optional(),
    domains: z.record(z.string(), DomainTallySchema.extend({ upTo: z.number().int() }).nullable()),
  }),
);
export type CutFigures = z.infer<typeof CutFiguresSchema>;

/**
 * Everything one publication shows, as stored. Hidden figures are null: they are not kept
 * here at all, so nothing that reads publications can show them by mistake.
 */
export const OrganisationFiguresSchema = z.object({
  domains: z.record(z.string(), DomainTallySchema.nullable()),
  cells: z.record(z.string(), CellTallySchema.nullable()),
  /** Single-choice questions, organisation-wide (absent from publications before there were any). */
  choices: z.record(z.string(), ChoiceTallySchema.nullable()).optional(),
  /**
   * Per comment question, the release up to which its comments are listed (absent: up to the
   * publication's own release, as publications before comments joined in groups listed them).
   */
  comments: z.record(z.string(), z.number().int()).optional(),
  /**
   * The domains and questions whose figure above is older than the answers released: fewer
   * than the minimum group size of new answers to them wait for more before the figure moves.
   */
  waiting: z.array(z.string()).optional(),
  /** Figures by attribute (absent from publications before there were any). */
  cuts: CutFiguresSchema.optional(),
  /** Counted questions per team and attribute value (absent from publications before there were any). */
  countGroups: CountFiguresSchema.optional(),
});

export const TeamFiguresSchema = z.record(
  z.string(),
  z.object({
    /** Respondents behind the team's newest shown figure. */
    respondents: z.number().int(),
    /**
     * Per domain, the tally and the release it was taken up to; a subtree's (key
     * `subtree:<managerId>`) also lists the teams it was summed over.
     */
    domains: z.record(z.string(), DomainTallySchema.extend({ upTo: z.number().int(), teams: z.array(z.string()).optional() }).nullable()),
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
export const PublishedSetsSchema = z.object({
  sets: z.record(z.string(), z.array(PublishedSetSchema)),
  /**
   * The organisation's heat-map cells it published, per domain, with the question id as group
   * (absent from publications before cells were audited in answers).
   */
  cells: z.record(z.string(), z.array(PublishedSetSchema)).optional(),
  /** The figures by attribute it published, per domain (absent from publications before there were any). */
  cuts: z.record(z.string(), z.array(CutSetSchema)).optional(),
  /**
   * Per counted question, the count figures it moved: the organisation's, teams' and attribute
   * values' (absent from publications before counts were planned per group: the organisation's
   * moves are then replayed by `planChoice`'s rule).
   */
  counts: z.record(z.string(), z.array(CountSetSchema)).optional(),
});
