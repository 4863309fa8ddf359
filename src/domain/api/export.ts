import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { DomainScoreSchema, ResultsAssessmentSchema } from './results.ts';

/** GET /api/export?assessmentId=: whether an export is available, and its preview. */
export const ExportPreviewSchema = z.object({
  assessment: ResultsAssessmentSchema.nullable(),
  available: z.boolean(),
  /** The assessment's minimum group size; without an assessment, the organisation's setting (decision 0037). */
  threshold: z.number().int(),
  organisationName: z.string(),
  responses: z.number().int(),
  overallScore: z.number().nullable(),
  completionRate: z.number(),
  domains: z.array(DomainScoreSchema),
  priorityActions: z.array(z.object({ priority: z.number().int(), title: z.string(), domainLabel: z.string(), timeframe: z.string() })),
  csvFileName: z.string(),
  pdfFileName: z.string(),
  presentationFileName: z.string(),
});
export type ExportPreview = z.infer<typeof ExportPreviewSchema>;

export const ExportQuerySchema = z.object({ assessmentId: z.uuid(schemaError(msg`Not a valid assessment id`)).optional() });
export const ExportFileParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid assessment id`)) });

export const CSV_HIDDEN_VALUE = 'N/A (Insufficient responses)';

/** The media type of a PowerPoint presentation (.pptx), which PowerPoint, Keynote and LibreOffice open. */
export const PRESENTATION_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
