import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { ASSESSMENT_STATUSES } from './assessments.ts';
import { QUESTION_SET_IDS } from '../question-bank.ts';

/**
 * How the answers behind a shown mean split: agreeing (4–5), neutral (3), disagreeing (1–2),
 * and "Prefer not to say", as counts over exactly the answers of the mean. Null where the mean
 * is hidden, and where the figures were published before values were counted.
 */
export const FavourabilitySchema = z.object({
  agree: z.number().int(),
  neutral: z.number().int(),
  disagree: z.number().int(),
  preferNotToSay: z.number().int(),
});

/**
 * A domain's score. Hidden domains carry their name and `canShow: false` only: neither a
 * mean nor a count below the threshold ever leaves the server.
 */
export const DomainScoreSchema = z.discriminatedUnion('canShow', [
  z.object({
    domain: z.string(),
    label: z.string(),
    canShow: z.literal(true),
    meanScore: z.number(),
    responseCount: z.number().int(),
    favourability: FavourabilitySchema.nullable(),
  }),
  z.object({ domain: z.string(), label: z.string(), canShow: z.literal(false), favourability: z.null() }),
]);
export type DomainScore = z.infer<typeof DomainScoreSchema>;

/** One heat-map cell: a question of a domain, shown only with enough respondents. */
export const HeatMapCellSchema = z.discriminatedUnion('canShow', [
  z.object({
    domain: z.string(),
    questionId: z.string(),
    questionText: z.string(),
    order: z.number().int(),
    canShow: z.literal(true),
    average: z.number(),
    responseCount: z.number().int(),
    favourability: FavourabilitySchema.nullable(),
  }),
  z.object({
    domain: z.string(),
    questionId: z.string(),
    questionText: z.string(),
    order: z.number().int(),
    canShow: z.literal(false),
    favourability: z.null(),
  }),
]);
export type HeatMapCell = z.infer<typeof HeatMapCellSchema>;

export const ResultsAssessmentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The built-in set; null for an assessment with its own questions. */
  questionSetId: z.enum(QUESTION_SET_IDS).nullable(),
  /** What its waves share: the question set, or the first wave's id for an assessment with its own questions. */
  series: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  wave: z.number().int(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Its answers were imported from a local workspace: they are not people's answers on CultureLens (decision 0029). */
  importedAnswers: z.boolean(),
});

/**
 * Participation as results may show it: the people whose answers are released, and when
 * answers given since may next be added. Nothing here moves with one person's completion:
 * results change only at fixed release times, by groups of six or more (decision 0026).
 */
export const CompletionSchema = z.object({
  activePeople: z.number().int(),
  /**
   * While the assessment runs: the respondents whose answers are in the results (a count of
   * everyone who completed would move with each completion). Once closed: everyone who completed.
   */
  completed: z.number().int(),
  /** completed ÷ active people × 100, 1 decimal */
  rate: z.number(),
  /**
   * Once closed: people who completed whose answers are not in the results, because fewer than
   * the minimum group size were waiting when it closed (releasing them alone would show what
   * they answered); 0 otherwise.
   */
  notCounted: z.number().int(),
  /** The organisation releases answers only when an assessment closes, all at once. */
  heldUntilClose: z.boolean(),
  /**
   * The next release time, while the assessment runs and its results are not kept for the
   * close; null otherwise, or where releases follow completions (trials and tests).
   */
  nextReleaseAt: z.string().nullable(),
});

const NamedMeanSchema = z.object({ domain: z.string(), label: z.string(), mean: z.number() });

export const InsightsSchema = z.object({
  strongest: NamedMeanSchema.nullable(),
  weakest: NamedMeanSchema.nullable(),
  largestGap: z.object({ domain: z.string(), label: z.string(), gap: z.number(), questionText: z.string().nullable() }).nullable(),
  /** Share of "Prefer not to say" per shown domain, in percent: a signal of trust. */
  preferNotToSay: z.array(z.object({ domain: z.string(), label: z.string(), rate: z.number() })),
});

export const TrendSchema = z.object({
  previousAssessmentId: z.uuid(),
  previousWave: z.number().int(),
  previousScore: z.number(),
  change: z.number(),
});

/**
 * A question of a kind published as counts (single choice; src/domain/question-kinds/), organisation-wide: each
 * value's label and count where the assessment's minimum group size or more answers were given.
 */
export const ChoiceResultSchema = z.discriminatedUnion('canShow', [
  z.object({
    questionId: z.string(),
    questionText: z.string(),
    order: z.number().int(),
    canShow: z.literal(true),
    responseCount: z.number().int(),
    preferNotToSay: z.number().int(),
    options: z.array(z.object({ label: z.string(), count: z.number().int() })),
    /** A 0–10 net promoter question's eNPS, from these counts only (decision 0062): the score, −100 to +100, and its three groups' counts. */
    netPromoter: z
      .object({ score: z.number().int(), promoters: z.number().int(), passives: z.number().int(), detractors: z.number().int() })
      .optional(),
  }),
  z.object({
    questionId: z.string(),
    questionText: z.string(),
    order: z.number().int(),
    canShow: z.literal(false),
    /** Null for a net promoter question while hidden, so it is still drawn as one. */
    netPromoter: z.null().optional(),
  }),
]);
export type ChoiceResult = z.infer<typeof ChoiceResultSchema>;

/**
 * A comment question's released comments, organisation-wide only, in random order, with no
 * time and no team, names, e-mail addresses and phone numbers masked; none while fewer people's answers
 * than the assessment's minimum group size are released. `themes`: the words and phrases two or more of those comments
 * mention, with how many do (decision 0036).
 */
export const CommentResultSchema = z.object({
  questionId: z.string(),
  questionText: z.string(),
  order: z.number().int(),
  comments: z.array(z.string()),
  themes: z.array(z.object({ term: z.string(), comments: z.number().int() })),
});
export type CommentResult = z.infer<typeof CommentResultSchema>;

/** GET /api/results/:id — one assessment's results, every figure behind its minimum group size (`threshold`, six or more). */
export const AssessmentResultsSchema = z.object({
  assessment: ResultsAssessmentSchema,
  threshold: z.number().int(),
  /** People whose answers are in the results: the "Currently have {n} responses" figure. */
  responses: z.number().int(),
  canShowResults: z.boolean(),
  completion: CompletionSchema,
  overall: z.object({ canShow: z.boolean(), score: z.number().nullable() }),
  domains: z.array(DomainScoreSchema),
  heatMap: z.array(HeatMapCellSchema),
  /** Single-choice questions (empty for built-in sets). */
  choices: z.array(ChoiceResultSchema),
  /** Comment questions with their comments (empty for built-in sets). */
  comments: z.array(CommentResultSchema),
  insights: InsightsSchema,
  /** Against the previous closed wave of the same set, when both have an overall score. */
  trend: TrendSchema.nullable(),
  /** The day of the release the figures come from (YYYY-MM-DD); null before the first. */
  releasedOn: z.string().nullable(),
  /**
   * Domains and questions (ids) whose shown figure, or comment list, leaves out answers already
   * released: fewer than the minimum group size of new answers to them wait for more, so that
   * no change of a figure is the answer of fewer people.
   */
  answersWaiting: z.array(z.string()),
});
export type AssessmentResults = z.infer<typeof AssessmentResultsSchema>;

export const ResultsCardSchema = z.object({
  assessment: ResultsAssessmentSchema,
  /** The assessment's minimum group size, fixed when it opened (decision 0037). */
  threshold: z.number().int(),
  responses: z.number().int(),
  completion: CompletionSchema,
  overall: z.object({ canShow: z.boolean(), score: z.number().nullable() }),
  trend: TrendSchema.nullable(),
});
export type ResultsCard = z.infer<typeof ResultsCardSchema>;

/** GET /api/results — a card per assessment. */
export const ResultsOverviewSchema = z.object({
  organisationName: z.string(),
  isDemo: z.boolean(),
  /** The organisation's minimum group size now: what the assessments it opens next keep. Each card has its own. */
  threshold: z.number().int(),
  cards: z.array(ResultsCardSchema),
});
export type ResultsOverview = z.infer<typeof ResultsOverviewSchema>;

export const TeamResultsSchema = z.object({
  managerId: z.uuid(),
  managerName: z.string(),
  teamSize: z.number().int(),
  /** Respondents behind the team's shown figures; null while none may be shown. */
  respondents: z.number().int().nullable(),
  /** Whether any domain of this team may be shown (the anonymity auditor admitted it). */
  canShowStats: z.boolean(),
  /** Respondents behind the team's answers, reported only as "enough" or "fewer than the minimum group size". */
  domains: z.array(DomainScoreSchema),
});
export type TeamResults = z.infer<typeof TeamResultsSchema>;

/**
 * A manager's subtree: the teams of the manager and of every manager below them, as one group,
 * only where that is more than the manager's own team. Its figures pass the anonymity auditor
 * with everything they nest with, like a team's.
 */
export const SubtreeResultsSchema = z.object({
  managerId: z.uuid(),
  managerName: z.string(),
  /** The teams the subtree's shown figures add up (the manager's own among them); the teams it holds now while it is hidden. */
  teamCount: z.number().int(),
  /** Respondents behind the subtree's shown figures; null while none may be shown. */
  respondents: z.number().int().nullable(),
  canShowStats: z.boolean(),
  domains: z.array(DomainScoreSchema),
});
export type SubtreeResults = z.infer<typeof SubtreeResultsSchema>;

/** GET /api/results/:id/teams — admins: every team and subtree; managers: their own. */
export const TeamResultsResponseSchema = z.object({
  threshold: z.number().int(),
  teams: z.array(TeamResultsSchema),
  subtrees: z.array(SubtreeResultsSchema),
});
export type TeamResultsResponse = z.infer<typeof TeamResultsResponseSchema>;

export const ResultsParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid assessment id`)) });

/** A figure in one wave of the set: its shown score, or null where that wave hides it. */
export const TrendPointSchema = z.object({ assessmentId: z.uuid(), wave: z.number().int(), score: z.number().nullable() });

/** The change since the previous wave (2 decimals), given only where both waves show the figure. */
export const ScoreChangeSchema = z.object({
  previousWave: z.number().int(),
  previousScore: z.number(),
  score: z.number(),
  change: z.number(),
  direction: z.enum(['up', 'down', 'same']),
});
export type ScoreChange = z.infer<typeof ScoreChangeSchema>;

const FigureTrendSchema = z.object({ change: ScoreChangeSchema.nullable(), series: z.array(TrendPointSchema) });

/**
 * GET /api/results/:id/trends — every figure of the assessment across the closed waves of its
 * question set before it and itself, each read from that wave's publication.
 */
export const AssessmentTrendsSchema = z.object({
  assessmentId: z.uuid(),
  /** The waves of the series, oldest first; the last is the assessment asked for. */
  waves: z.array(z.object({ assessmentId: z.uuid(), wave: z.number().int(), title: z.string(), releasedOn: z.string().nullable() })),
  overall: FigureTrendSchema,
  /**
   * `statementsChanged`: an earlier wave asked other statements in this domain (another version
   * of the set, decision 0038), so its score there is a mean over other questions.
   */
  domains: z.array(FigureTrendSchema.extend({ domain: z.string(), label: z.string(), statementsChanged: z.boolean() })),
  /** The assessment's questions; a question trend compares only waves that asked the same question (same id, same wording). */
  questions: z.array(
    FigureTrendSchema.extend({ questionId: z.string(), domain: z.string(), order: z.number().int(), questionText: z.string() }),
  ),
  /** The net promoter questions' eNPS (−100 to +100) in each wave that showed it (decision 0062). */
  netPromoter: z.array(FigureTrendSchema.extend({ questionId: z.string(), order: z.number().int(), questionText: z.string() })).optional(),
});
export type AssessmentTrends = z.infer<typeof AssessmentTrendsSchema>;
