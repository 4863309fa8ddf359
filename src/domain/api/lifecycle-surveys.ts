import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { schemaError } from '../schema-language.ts';

/**
 * Who answers an assessment (decision 0066): everyone active in the organisation, or the people a
 * lifecycle survey was sent to, newcomers some days after they joined or leavers when deactivated.
 * Kept out of assessments.ts, which the respondent page loads.
 */
export const ASSESSMENT_AUDIENCES = ['everyone', 'onboarding', 'exit'] as const;
export type AssessmentAudience = (typeof ASSESSMENT_AUDIENCES)[number];

/** At most a year after joining: a later survey is no longer about onboarding. */
export const MAX_ONBOARDING_DAYS = 365;

const daysText = msg`Days after joining must be a whole number from 1 to 365.`;

/** PUT /api/assessments/:id/audience: set before the assessment opens; only an onboarding survey has days after joining. */
export const UpdateAudienceRequestSchema = z.discriminatedUnion('audience', [
  z.object({
    audience: z.literal('onboarding'),
    onboardingDays: z
      .number(schemaError(daysText))
      .int(schemaError(daysText))
      .min(1, schemaError(daysText))
      .max(MAX_ONBOARDING_DAYS, schemaError(daysText)),
  }),
  z.object({ audience: z.enum(['everyone', 'exit']) }),
]);

/** One assessment's audience, and how many people a lifecycle survey was sent to. */
export const LifecycleSurveySchema = z.object({
  assessmentId: z.uuid(),
  audience: z.enum(ASSESSMENT_AUDIENCES),
  onboardingDays: z.number().int().nullable(),
  sentTo: z.number().int(),
});
export type LifecycleSurvey = z.infer<typeof LifecycleSurveySchema>;

/** GET /api/assessments/lifecycle: the organisation's assessments that go to newcomers or leavers only. */
export const LifecycleSurveyListResponseSchema = z.object({ surveys: z.array(LifecycleSurveySchema) });
