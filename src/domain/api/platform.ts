import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { ASSESSMENT_STATUSES } from './assessments.ts';
import { platformMessages } from '../messages.ts';

/** Full UTC days shown in the platform's daily completions, the newest being yesterday. */
export const PLATFORM_DAYS_SHOWN = 30;
export const PLATFORM_ORGANISATIONS_PAGE_SIZE = 25;

/** GET /api/platform/overview: which page of the organisation list to include. */
export const PlatformOverviewQuerySchema = z.object({
  page: z.coerce
    .number()
    .int(schemaError(msg`Page must be a whole number`))
    .min(1, schemaError(msg`Page must be 1 or more`))
    .max(100_000)
    .default(1),
});

/**
 * One day's completed participations across the platform. Hidden days carry no number: fewer
 * than six, or every completion in one organisation (the figure would be that organisation's).
 */
export const DailyCompletionsSchema = z.object({
  day: z.iso.date(),
  completions: z.number().int().nullable(),
  hiddenBecause: z.enum(['fewer_than_six', 'one_organisation']).nullable(),
});
export type DailyCompletions = z.infer<typeof DailyCompletionsSchema>;

export const PlatformOrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  people: z.number().int(),
  assessments: z.number().int(),
  /** When the platform administrator suspended it; null while it is in use. */
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type PlatformOrganisation = z.infer<typeof PlatformOrganisationSchema>;

/** Counts only: nothing here is any organisation's results. The demo organisation is left out. */
export const PlatformOverviewResponseSchema = z.object({
  organisations: z.object({ total: z.number().int() }),
  people: z.object({ total: z.number().int(), active: z.number().int() }),
  assessments: z.record(z.enum(ASSESSMENT_STATUSES), z.number().int()),
  /** Oldest first, one entry per day. */
  completionsByDay: z.array(DailyCompletionsSchema),
  organisationList: z.object({
    items: z.array(PlatformOrganisationSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
export type PlatformOverview = z.infer<typeof PlatformOverviewResponseSchema>;

export const PlatformOrganisationParamsSchema = z.object({ id: z.uuid(schemaError(platformMessages.organisationNotFound)) });

export const PLATFORM_REASON_MAX = 500;

/** Why the platform administrator acted: required, kept in the audit log. */
export const PlatformReasonSchema = z
  .string(schemaError(platformMessages.reasonRequired))
  .trim()
  .min(1, schemaError(platformMessages.reasonRequired))
  .max(PLATFORM_REASON_MAX, schemaError(platformMessages.reasonTooLong));

/** POST /api/platform/organisations/{id}/suspension and …/reinstatement. */
export const ChangeOrganisationSuspensionRequestSchema = z.object({ reason: PlatformReasonSchema });

export const ChangeOrganisationSuspensionResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** Sessions ended by a suspension (0 when reinstating). */
  sessionsEnded: z.number().int(),
});
export type ChangeOrganisationSuspensionResponse = z.infer<typeof ChangeOrganisationSuspensionResponseSchema>;
