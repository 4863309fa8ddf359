import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { pulseMessages as messages } from '../messages/pulse-programmes.ts';
import { PULSE_MAX_OPEN_DAYS, type PulseCadence } from '../pulse.ts';
import { QUESTION_SET_IDS } from '../question-bank.ts';
import { MAX_QUESTIONS } from '../question-kinds.ts';
import { schemaError, schemaText } from '../schema-language.ts';
import { ASSESSMENT_STATUSES, ASSESSMENT_TITLE_MAX_LENGTH } from './assessments.ts';

/*
 * Pulse programmes (issue #37, decision 0065): a short assessment repeated every month or quarter,
 * each run a wave of one series that the schedule job opens and closes.
 */

export const PULSE_CADENCES = ['monthly', 'quarterly'] as const satisfies readonly PulseCadence[];
export const PULSE_STATUSES = ['active', 'paused'] as const;

/** One run: a wave of the programme's series, with participation as results show it. */
export const PulseRunSchema = z.object({
  assessmentId: z.uuid(),
  wave: z.number().int(),
  status: z.enum(ASSESSMENT_STATUSES),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The ids of the questions this run asks (a subset of the programme's when it rotates). */
  questionIds: z.array(z.string()),
  /** Participation by the rules of results (CompletionSchema): people counted, of the organisation's active people. */
  completed: z.number().int(),
  activePeople: z.number().int(),
  rate: z.number(),
});
export type PulseRun = z.infer<typeof PulseRunSchema>;

export const PulseProgrammeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Where the questions were copied from: an assessment of the organisation, or a built-in set. */
  templateAssessmentId: z.uuid().nullable(),
  questionSetId: z.string().nullable(),
  questionCount: z.number().int(),
  cadence: z.enum(PULSE_CADENCES),
  openDays: z.number().int(),
  rotationSize: z.number().int().nullable(),
  status: z.enum(PULSE_STATUSES),
  /** When the next run opens (created ahead of it by the pulse job). */
  nextRunAt: z.string(),
  createdAt: z.string(),
  /** Newest first. */
  runs: z.array(PulseRunSchema),
});
export type PulseProgramme = z.infer<typeof PulseProgrammeSchema>;

export const PulseProgrammeListResponseSchema = z.object({ programmes: z.array(PulseProgrammeSchema) });
export type PulseProgrammeListResponse = z.infer<typeof PulseProgrammeListResponseSchema>;

export const PulseProgrammeParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid pulse programme id`)) });

const openDaysError = schemaError(messages.openDays(PULSE_MAX_OPEN_DAYS.quarterly));
const rotationError = schemaError(messages.rotationSize(MAX_QUESTIONS));

/** POST /api/pulse-programmes: exactly one source; open days within the cadence; the rotation is checked against the source's questions. */
export const CreatePulseProgrammeRequestSchema = z
  .object({
    title: z
      .string(schemaError(messages.titleRequired))
      .trim()
      .min(1, schemaError(messages.titleRequired))
      .max(ASSESSMENT_TITLE_MAX_LENGTH, schemaError(msg`A title has at most ${{ max: ASSESSMENT_TITLE_MAX_LENGTH }} characters.`)),
    templateAssessmentId: z.uuid(schemaError(messages.templateNotFound)).optional(),
    questionSetId: z.enum(QUESTION_SET_IDS, schemaError(messages.sourceRequired)).optional(),
    cadence: z.enum(PULSE_CADENCES, schemaError(messages.cadence)),
    openDays: z.number(openDaysError).int(openDaysError).min(1, openDaysError).max(PULSE_MAX_OPEN_DAYS.quarterly, openDaysError),
    rotationSize: z
      .number(rotationError)
      .int(rotationError)
      .min(1, rotationError)
      .max(MAX_QUESTIONS, rotationError)
      .nullable()
      .default(null),
    firstRunAt: z.iso.datetime(schemaError(messages.firstRunAt)),
  })
  .superRefine((value, context) => {
    if ((value.templateAssessmentId === undefined) === (value.questionSetId === undefined))
      context.addIssue({ code: 'custom', path: ['templateAssessmentId'], message: schemaText(messages.sourceRequired) });
    const max = PULSE_MAX_OPEN_DAYS[value.cadence];
    if (value.openDays > max) context.addIssue({ code: 'custom', path: ['openDays'], message: schemaText(messages.openDays(max)) });
  });
export type CreatePulseProgrammeRequest = z.infer<typeof CreatePulseProgrammeRequestSchema>;
