import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { ResultsAssessmentSchema } from './results.ts';

export const ROADMAP_ITEM_STATUSES = ['not_started', 'in_progress', 'done'] as const;
export type RoadmapItemStatus = (typeof ROADMAP_ITEM_STATUSES)[number];

export const RoadmapItemSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  domain: z.string(),
  domainLabel: z.string(),
  priority: z.number().int(),
  title: z.string(),
  rationale: z.string(),
  firstStep: z.string(),
  ownerHint: z.string(),
  timeframe: z.string(),
  /** The statement the title and rationale quote the start of, whole; null for items made before it was kept. */
  question: z.string().nullable(),
  status: z.enum(ROADMAP_ITEM_STATUSES),
  statusChangedBy: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RoadmapItem = z.infer<typeof RoadmapItemSchema>;

/** GET /api/roadmap?assessmentId=: the roadmap of one assessment (default: the newest with results). */
export const RoadmapResponseSchema = z.object({
  assessment: ResultsAssessmentSchema.nullable(),
  /** The assessment's minimum group size; without an assessment, the organisation's setting (decision 0037). */
  threshold: z.number().int(),
  /** People who completed: for 'Currently have {n} responses'. */
  responses: z.number().int(),
  /** No roadmap exists yet and at least one shown domain needs an action. */
  canGenerate: z.boolean(),
  /** Results can be shown, but every shown domain is Excellent: no action is proposed. */
  noActionNeeded: z.boolean(),
  items: z.array(RoadmapItemSchema),
});
export type RoadmapResponse = z.infer<typeof RoadmapResponseSchema>;

export const RoadmapQuerySchema = z.object({ assessmentId: z.uuid(schemaError(msg`Not a valid assessment id`)).optional() });
export const GenerateRoadmapRequestSchema = z.object({ assessmentId: z.uuid(schemaError(msg`Not a valid assessment id`)) });
export const RoadmapItemParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid roadmap item id`)) });
export const UpdateRoadmapItemRequestSchema = z.object({
  status: z.enum(ROADMAP_ITEM_STATUSES, schemaError(msg`Status must be not_started, in_progress or done`)),
});
