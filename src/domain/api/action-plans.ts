import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { schemaError } from '../schema-language.ts';
import { ROADMAP_ITEM_STATUSES } from './roadmap.ts';

/** What an action plan acts on: a roadmap priority, a domain, a question or a theme of the comments. */
export const ACTION_PLAN_SOURCES = ['priority', 'domain', 'question', 'theme'] as const;

/** An action plan's status: the roadmap's three. */
export const ACTION_PLAN_STATUSES = ROADMAP_ITEM_STATUSES;

export const ACTION_PLAN_TITLE_MAX = 120;
export const ACTION_PLAN_DESCRIPTION_MAX = 2000;
export const ACTION_PLAN_UPDATE_MAX = 1000;

export const ActionPlanUpdateSchema = z.object({
  id: z.uuid(),
  note: z.string(),
  /** The status this update set, if it changed it. */
  status: z.enum(ACTION_PLAN_STATUSES).nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const ActionPlanSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  assessmentTitle: z.string(),
  wave: z.number().int(),
  source: z.enum(ACTION_PLAN_SOURCES),
  /** The roadmap item's id, the domain's key, the question's id or the theme's words. */
  sourceRef: z.string(),
  /** The domain the action belongs to (none for a theme of the comments). */
  domain: z.string().nullable(),
  domainLabel: z.string().nullable(),
  /** A team action plan: the manager whose team it is for, and who sees it; null for the organisation. */
  teamManagerId: z.uuid().nullable(),
  teamManagerName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  /** YYYY-MM-DD */
  dueOn: z.string(),
  status: z.enum(ACTION_PLAN_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updates: z.array(ActionPlanUpdateSchema),
});
export type ActionPlan = z.infer<typeof ActionPlanSchema>;

/** GET /api/action-plans?assessmentId=: the plans the caller works on (administrators: all; managers: their team's and their own). */
export const ActionPlanListResponseSchema = z.object({ plans: z.array(ActionPlanSchema) });
export type ActionPlanListResponse = z.infer<typeof ActionPlanListResponseSchema>;

/** GET /api/action-plans/shared: "you said, we did": the published actions, and the caller's team's plans. */
export const SharedActionsResponseSchema = z.object({ plans: z.array(ActionPlanSchema) });
export type SharedActionsResponse = z.infer<typeof SharedActionsResponseSchema>;

const assessmentIdSchema = z.uuid(schemaError(msg`Not a valid assessment id`));
export const ActionPlanListQuerySchema = z.object({ assessmentId: assessmentIdSchema });
export const ActionPlanParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid action plan id`)) });

const TitleSchema = z
  .string(schemaError(msg`Give the action a title.`))
  .trim()
  .min(1, schemaError(msg`Give the action a title.`))
  .max(ACTION_PLAN_TITLE_MAX, schemaError(msg`A title has at most ${{ max: ACTION_PLAN_TITLE_MAX }} characters.`));
const DescriptionSchema = z
  .string(schemaError(msg`Describe the action.`))
  .trim()
  .max(ACTION_PLAN_DESCRIPTION_MAX, schemaError(msg`A description has at most ${{ max: ACTION_PLAN_DESCRIPTION_MAX }} characters.`));
const DueOnSchema = z.iso.date(schemaError(msg`Choose a due date.`));
const OwnerSchema = z.uuid(schemaError(msg`Choose an owner.`));
const StatusSchema = z.enum(ACTION_PLAN_STATUSES, schemaError(msg`Status must be not_started, in_progress or done`));

/** POST /api/action-plans */
export const CreateActionPlanRequestSchema = z.object({
  assessmentId: assessmentIdSchema,
  source: z.enum(ACTION_PLAN_SOURCES, schemaError(msg`Source must be priority, domain, question or theme`)),
  sourceRef: z
    .string()
    .trim()
    .min(1, schemaError(msg`Say what the action acts on.`))
    .max(200),
  /** For a team action plan: the manager whose team's results it answers (a manager's own). */
  teamManagerId: z
    .uuid(schemaError(msg`Not a valid manager id`))
    .nullable()
    .optional(),
  title: TitleSchema,
  description: DescriptionSchema,
  ownerId: OwnerSchema,
  dueOn: DueOnSchema,
});
export type CreateActionPlanRequest = z.infer<typeof CreateActionPlanRequestSchema>;

/** PATCH /api/action-plans/:id: any of the plan's own fields. */
export const UpdateActionPlanRequestSchema = z.object({
  title: TitleSchema.optional(),
  description: DescriptionSchema.optional(),
  ownerId: OwnerSchema.optional(),
  dueOn: DueOnSchema.optional(),
  status: StatusSchema.optional(),
});
export type UpdateActionPlanRequest = z.infer<typeof UpdateActionPlanRequestSchema>;

/** POST /api/action-plans/:id/updates: a progress update, optionally moving the status. */
export const AddActionPlanUpdateRequestSchema = z.object({
  note: z
    .string(schemaError(msg`Write what happened.`))
    .trim()
    .min(1, schemaError(msg`Write what happened.`))
    .max(ACTION_PLAN_UPDATE_MAX, schemaError(msg`An update has at most ${{ max: ACTION_PLAN_UPDATE_MAX }} characters.`)),
  status: StatusSchema.optional(),
});
export type AddActionPlanUpdateRequest = z.infer<typeof AddActionPlanUpdateRequestSchema>;

/** PUT /api/action-plans/:id/publication: shown to everyone as "you said, we did", or no longer. */
export const ActionPlanPublicationRequestSchema = z.object({ published: z.boolean(schemaError(msg`Say whether to publish.`)) });
